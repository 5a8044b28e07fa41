import type { LocaleTag } from '../../platform/format';

/**
 * The suggestion to read a page in another language, written in that language: it speaks to a
 * visitor who may not read the page's. Every page can show any of these, so all live here.
 */
export const languageSuggestions: Record<LocaleTag, { message: string; open: string; dismiss: string }> = {
  en: { message: 'This page is also in English.', open: 'Read in English', dismiss: 'No thanks' },
  es: { message: 'Esta página también está en español.', open: 'Leer en español', dismiss: 'No, gracias' },
  'pt-BR': { message: 'Esta página também está em português.', open: 'Ler em português', dismiss: 'Não, obrigado' },
  fr: { message: 'Cette page existe aussi en français.', open: 'Lire en français', dismiss: 'Non merci' },
  ar: { message: 'هذه الصفحة متوفرة أيضًا بالعربية.', open: 'اقرأ بالعربية', dismiss: 'لا، شكرًا' },
};
