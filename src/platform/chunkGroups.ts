/*
 * A page's first load is a handful of files rather than dozens: on a phone each request costs a
 * round trip before the page can come alive. React DOM and react-router stay apart, so that neither
 * evaluation is one long task. Parts that load on demand keep their own chunks.
 *
 * These tests name library files and the site's own first-screen files by path. A library that moves
 * a file, or a renamed source file, would quietly drop it from its group and change the first load;
 * scripts/site/budgets.spec.ts and chunkGroups.test.ts fail when that happens.
 */

/** MUI parts every page's first screen uses (header, banner); the rest load where used. */
export const firstScreenMui = [
  'AppBar', 'Box', 'Button', 'ButtonBase', 'Container',
  'DefaultPropsProvider', 'IconButton', 'InitColorSchemeScript', 'Paper',
  'SvgIcon', 'Typography', 'styles',
  'useLazyRipple', 'useScrollTrigger', 'zero-styled',
];

/**
 * The site's own first-screen modules every page shares, besides src/platform/'s browser half. The root
 * layout's providers and theme are here too rather than in the root route's own file: that file then
 * holds little more than the layout, and one file compresses better than two.
 */
export const shellFiles = [
  'app/SitePage', 'app/shellContent', 'app/metaTags', 'app/ScrollToTopSlot', 'app/LanguageSuggestionSlot', 'app/routeScheme', 'app/structuredData', 'app/notify', 'app/canonicalPath',
  'sections/Header/Header', 'sections/Header/DesktopNav', 'sections/Header/BrandLogo', 'sections/Header/ColorSchemeToggle', 'sections/Header/LanguageButton', 'sections/Header/index',
  'locale/pageLocale', 'locale/useLocale', 'locale/localePath', 'locale/alternates', 'content/locales/locales',
  'content/shellLabels', 'content/site', 'content/navigation', 'content/images',
  'components/JsonLd', 'components/AdaptiveAnchor', 'theme/focusRing',
  'app/AppProviders', 'app/ToastSlot', 'app/SiteLoader',
  'theme/index', 'theme/theme', 'theme/colorSchemes', 'theme/typography', 'theme/tokens',
  'theme/customizations/baseline', 'theme/customizations/inputs', 'theme/customizations/surfaces', 'theme/customizations/navigation', 'theme/customizations/feedback',
];

/** The icons of the header and the banner. */
export const shellIcons = ['LightModeOutlined', 'DarkModeOutlined', 'Search', 'Translate', 'ViewSidebarOutlined', 'ExpandMore', 'Menu', 'ArrowForward'];

/** src/platform/ modules that run only at build time or on the server; they never reach a page. */
export const buildTimePlatform = ['build', 'chunkGroups', 'criticalStyles', 'htmlFiles', 'lazyMuiDefaultTheme'];

const sep = '[\\\\/]';
const pathPattern = (p: string) => p.split('/').join(sep);

export const chunkGroups = [
  { name: 'framework', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', priority: 30, test: /node_modules[\\/](react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
  {
    name: 'mui',
    priority: 20,
    test: new RegExp(
      `(?<!notistack${sep})node_modules${sep}(@emotion|@mui${sep}(styled-engine|private-theming)|clsx|hoist-non-react-statics|stylis|@babel${sep}runtime|@mui${sep}material${sep}(${firstScreenMui.join('|')}))${sep}`,
    ),
  },
  {
    // The site's own first-screen code every page shares: one file compresses better than a dozen.
    name: 'shell',
    priority: 10,
    test: new RegExp(
      `${sep}src${sep}(platform${sep}(?!(${buildTimePlatform.join('|')})\\.)[\\w]+|${shellFiles.map(pathPattern).join('|')})\\.tsx?$|@mui${sep}icons-material${sep}(${shellIcons.join('|')})\\.m?js$`,
    ),
  },
];
