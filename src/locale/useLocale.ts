import { createContext, useContext } from 'react';
import type { SiteLocale } from './siteLocales';
import { pageLocale } from './pageLocale';

/** The language being shown: the build's own, or the one Storybook's locale toolbar picks. */
export const LocaleContext = createContext<SiteLocale>(pageLocale);

export function useLocale(): SiteLocale {
  return useContext(LocaleContext);
}
