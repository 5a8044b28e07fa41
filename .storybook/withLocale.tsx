import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { type ReactNode, useLayoutEffect } from 'react';
import type { SiteLocale } from '../src/content/locales/locales';
import { LocaleContext } from '../src/locale/useLocale';

// Right-to-left stories get their own cache (and class prefix), as MUI's right-to-left guide sets
// up; left-to-right ones keep Emotion's default, as before the toolbar existed.
const rtlCache = createCache({ key: 'sbrtl', stylisPlugins: [rtlPlugin] });

/** Shows a story in the toolbar's language: its direction on <html>, its styles mirrored. */
export function LocaleFrame({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale.tag;
    document.documentElement.dir = locale.dir;
  }, [locale]);
  const framed = <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
  return locale.dir === 'rtl' ? <CacheProvider value={rtlCache}>{framed}</CacheProvider> : framed;
}
