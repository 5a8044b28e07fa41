import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { lazyMuiDefaultTheme } from './scripts/lazyMuiDefaultTheme.ts';

// The router plugin cannot run inside Storybook or Vitest; both bring their own React setup.
const underTestTool = Boolean(process.env.STORYBOOK || process.env.VITEST);

/** MUI parts every page's first screen uses (header, banner); the rest load where used. */
const firstScreenMui = [
  'AppBar', 'Box', 'Button', 'ButtonBase', 'Container',
  'DefaultPropsProvider', 'IconButton', 'InitColorSchemeScript', 'Paper',
  'SvgIcon', 'Typography', 'internal[\\\\/]Transition', 'styles',
  'useLazyRipple', 'useScrollTrigger', 'zero-styled',
];

/*
 * A page's first load is a handful of files rather than dozens: on a phone each request costs a
 * round trip before the page can come alive. React DOM and react-router stay apart, so that neither
 * evaluation is one long task. Parts that load on demand keep their own chunks.
 */
const chunkGroups = [
  { name: 'framework', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', priority: 30, test: /node_modules[\\/](react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
  {
    name: 'mui',
    priority: 20,
    test: new RegExp(
      `node_modules[\\\\/](@emotion|@mui[\\\\/](styled-engine|private-theming)|clsx|hoist-non-react-statics|stylis|@babel[\\\\/]runtime|@mui[\\\\/]material[\\\\/](${firstScreenMui.join('|')}))[\\\\/]`,
    ),
  },
  {
    // The site's own first-screen code every page shares: one file compresses better than a dozen.
    name: 'shell',
    priority: 10,
    test: /[\\/]src[\\/](app[\\/](SitePage|shellContent|metaTags|ScrollToTopSlot|useHydrated|routeScheme|structuredData|belowTheFold|notify)|sections[\\/]Header[\\/](Header|DesktopNav|BrandLogo|ColorSchemeToggle|index)|content[\\/](shellLabels|site|navigation|images)|components[\\/](JsonLd|lazyComponent|deferUntilVisible|deferSection|AdaptiveAnchor|PrerenderedOnly|useHoldWhileHydrating)|theme[\\/]focusRing|platform[\\/]earlyInput)\.tsx?$|@mui[\\/]icons-material[\\/](LightModeOutlined|DarkModeOutlined|Search|ViewSidebarOutlined|ExpandMore|Menu|ArrowForward)\.m?js$/,
  },
];

export default defineConfig({
  plugins: underTestTool ? [] : [reactRouter(), lazyMuiDefaultTheme()],
  // One copy of Emotion and MUI in the server render, or MUI ignores the critical-CSS cache.
  ssr: { noExternal: ['@emotion/*', '@mui/*'] },
  build: {
    assetsInlineLimit: 0,
    // Every page has loaded these before any on-demand import can run; listing them again in each
    // import's preload list only adds bytes to the first load.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/(^|\/)(framework|router|mui|shell|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
    rolldownOptions: underTestTool
      ? {}
      : {
          output: { codeSplitting: { groups: chunkGroups } },
          // CommonJS helpers Emotion and MUI import for features the site never calls; they do nothing
          // when imported, so unused they can go.
          treeshake: { moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }] },
        },
  },
});
