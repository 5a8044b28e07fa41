import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
// Straight from their files: Vite's config loader wants file extensions on every import it follows.
import { chunkGroups } from './src/platform/chunkGroups.ts';
import { lazyMuiDefaultTheme } from './src/platform/lazyMuiDefaultTheme.ts';
import { localeContent } from './src/locale/localeContent.ts';

// The router plugin cannot run inside Storybook or Vitest; both bring their own React setup.
const underTestTool = Boolean(process.env.STORYBOOK || process.env.VITEST);
const variant = process.env.SITE_VARIANT;
/** The language being built ('' for English): scripts/build.mjs builds each in turn. */
const locale = process.env.SITE_LOCALE ?? '';
const languages: { slug: string; dir: string }[] = JSON.parse(readFileSync('src/content/locales/locales.json', 'utf8'));
const direction = languages.find((l) => l.slug === locale)?.dir ?? 'ltr';
/** The chunks every page loads first: listing them in each on-demand import's preloads only adds bytes. */
const alwaysLoaded = new RegExp(`(^|/)(${[...chunkGroups.map((group) => group.name), 'rolldown-runtime'].join('|')})-[\\w-]+\\.js$`);

export default defineConfig({
  // Always defined, so branches for other builds (a bench variant, the other direction) fold away.
  define: {
    'import.meta.env.SITE_VARIANT': JSON.stringify(variant ?? ''),
    'import.meta.env.SITE_LOCALE': JSON.stringify(locale),
    'import.meta.env.SITE_DIRECTION': JSON.stringify(direction),
  },
  // SITE_VARIANT builds the site without one loading mechanism, for `npm run bench:loading` only.
  plugins: underTestTool ? [] : [localeContent(locale), reactRouter(), ...(variant === 'eager-mui-theme' ? [] : [lazyMuiDefaultTheme()])],
  // Files in public/ are served once, from the site's root, by the English build.
  publicDir: locale ? false : 'public',
  // One copy of Emotion and MUI in the server render, or MUI ignores the critical-CSS cache.
  ssr: { noExternal: ['@emotion/*', '@mui/*'] },
  build: {
    assetsInlineLimit: 0,
    // Every page has loaded these before any on-demand import can run; listing them again in each
    // import's preload list only adds bytes to the first load.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !alwaysLoaded.test(dep)),
    },
    rolldownOptions: underTestTool
      ? {}
      : {
          output: {
            ...(variant === 'no-chunk-groups' ? {} : { codeSplitting: { groups: chunkGroups } }),
            // Every script's name is written into the page, the router's manifest and each on-demand
            // import's preload list: a bare hash keeps those lists short. The chunk groups keep their
            // names, which the preload filter above and the size budgets look for.
            chunkFileNames: (chunk) => (alwaysLoaded.test(`${chunk.name}-x.js`) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          },
          // CommonJS helpers Emotion and MUI import for features the site never calls, and the
          // right-to-left plugin a left-to-right build never calls: they do nothing when imported,
          // so unused they can go.
          treeshake: { moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is|@mui[\\/]stylis-plugin-rtl|cssjanus)[\\/]/, sideEffects: false }] },
        },
  },
});
