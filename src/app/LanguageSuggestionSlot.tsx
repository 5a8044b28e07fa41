import { Suspense, useEffect, useState } from 'react';
import { siteLocales } from '../content/locales/locales';
import { lazyComponent } from '../platform';
import { chosenLanguage, rememberLanguage } from '../locale/languageChoice';
import { pageLocale } from '../locale/pageLocale';
import { suggestedLanguage } from '../locale/suggestedLanguage';
import type { LanguageOption } from '../sections/Header/types';

// Its code and the suggestion texts of every language load only for a visitor who is shown one.
const Suggestion = lazyComponent(() =>
  Promise.all([import('../sections/LanguageSuggestion'), import('../content/locales/suggestions')]).then(
    ([{ LanguageSuggestion }, { languageSuggestions }]) =>
      function LoadedSuggestion(props: { language: LanguageOption; onClose: () => void }) {
        const locale = siteLocales.find((l) => l.tag === props.language.tag)!;
        return (
          <LanguageSuggestion
            tag={locale.tag}
            dir={locale.dir}
            href={props.language.href}
            texts={languageSuggestions[locale.tag]}
            onOpen={() => rememberLanguage(locale.tag)}
            onDismiss={props.onClose}
          />
        );
      },
  ),
);

const dismissedKey = 'sb-language-suggestion';

function dismissed() {
  try {
    return window.localStorage.getItem(dismissedKey) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * Offers this page in the visitor's language when their browser (or their earlier choice) asks for
 * one the page is not in. Decided in the browser after the page is live, never by redirecting.
 */
export function LanguageSuggestionSlot({ languages }: { languages: LanguageOption[] }) {
  const [suggested, setSuggested] = useState<LanguageOption | null>(null);
  useEffect(() => {
    if (dismissed()) return;
    const tag = suggestedLanguage(pageLocale.tag, languages.map((l) => l.tag), chosenLanguage(), navigator.languages ?? []);
    setSuggested(languages.find((l) => l.tag === tag) ?? null);
  }, [languages]);
  if (!suggested) return null;
  const close = () => {
    try {
      window.localStorage.setItem(dismissedKey, 'dismissed');
    } catch {
      // Storage blocked: it stays closed for this page.
    }
    setSuggested(null);
  };
  return (
    <Suspense fallback={null}>
      <Suggestion language={suggested} onClose={close} />
    </Suspense>
  );
}
