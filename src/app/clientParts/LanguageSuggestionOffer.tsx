import { useEffect, useState } from 'react';
import { siteLocales } from '../../locale/siteLocales';
import { languageSuggestions } from '../../content/languageSuggestions';
import { chosenLanguage, rememberLanguage } from '../../platform/languageChoice';
import { pageLocale } from '../../locale/pageLocale';
import { usePageLanguages } from '../../locale/usePageLanguages';
import { suggestedLanguage } from '../../platform/suggestedLanguage';
import { LanguageSuggestion } from '../../sections/LanguageSuggestion';
import type { LanguageOption } from '../../sections/Header/types';

import { languageOfferDismissedKey as dismissedKey } from '../../platform/languageOfferKeys';

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
export function LanguageSuggestionOffer() {
  const languages = usePageLanguages();
  const [suggested, setSuggested] = useState<LanguageOption | null>(null);
  useEffect(() => {
    if (dismissed()) return;
    const tag = suggestedLanguage(
      pageLocale.tag,
      languages.map((l) => l.tag),
      chosenLanguage(),
      navigator.languages ?? [],
    );
    setSuggested(languages.find((l) => l.tag === tag) ?? null);
  }, [languages]);
  const locale = suggested && siteLocales.find((l) => l.tag === suggested.tag);
  if (!suggested || !locale) return null;
  const close = () => {
    try {
      window.localStorage.setItem(dismissedKey, 'dismissed');
    } catch {
      // Storage blocked: it stays closed for this page.
    }
    setSuggested(null);
  };
  return <LanguageSuggestion tag={locale.tag} dir={locale.dir} href={suggested.href} texts={languageSuggestions[locale.tag]} onOpen={() => rememberLanguage(locale.tag)} onDismiss={close} />;
}
