import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { type ReactNode, useLayoutEffect } from 'react';
import { type SiteLocale, siteLocales } from '../src/locale/siteLocales';
import { LocaleContext } from '../src/locale/useLocale';

// Right-to-left stories get their own cache (and class prefix), as MUI's right-to-left guide sets
// up; left-to-right ones keep Emotion's default, as before the toolbar existed.
const rtlCache = createCache({ key: 'sbrtl', stylisPlugins: [rtlPlugin] });

/**
 * Shows a story in the toolbar's language: its styles mirrored, its direction and language on <html>
 * on the story's own canvas (menus and dialogs open in <body>). A Docs page shows stories of several
 * languages together, so there the direction and language stay on the story's own wrapper and the
 * page itself stays in English, left to right.
 */
export function LocaleFrame({ locale, inDocs, children }: { locale: SiteLocale; inDocs: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    const page = inDocs ? siteLocales[0] : locale;
    document.documentElement.lang = page.tag;
    document.documentElement.dir = page.dir;
  }, [locale, inDocs]);
  const provided = <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
  const framed = inDocs ? (
    <div lang={locale.tag} dir={locale.dir}>
      {provided}
    </div>
  ) : (
    provided
  );
  return locale.dir === 'rtl' ? <CacheProvider value={rtlCache}>{framed}</CacheProvider> : framed;
}
