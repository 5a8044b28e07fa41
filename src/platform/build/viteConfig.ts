import type { PluginOption, UserConfig } from 'vite';
import { fewerIslandFiles } from './fewerIslandFiles.ts';
import { islandManifest } from './islandManifest.ts';
import { keptServerBuild } from './keptServerBuild.ts';
import { messageCatalogs } from '../../prerender/messages/messageCatalogs.ts';

interface SiteBuild {
  /** The language being built ('' for English). */
  locale: string;
  direction: 'ltr' | 'rtl';
  /** The site's own plugins (the router, the language's content), run before the platform's; null
   *  inside Storybook and Vitest, which bring their own React setup. */
  plugins: PluginOption[] | null;
}

/**
 * The build half of how a page loads (docs/architecture.md, "How a page loads"), so vite.config.ts holds no loading
 * decision of its own. The browser gets only src/entry.client.tsx and the islands it hydrates; the
 * rest of each page is prerendered HTML and CSS.
 */
export function siteViteConfig({ locale, direction, plugins }: SiteBuild): UserConfig {
  return {
    // Build constants, so the other language's and the other direction's branches fold away.
    define: {
      'import.meta.env.SITE_LOCALE': JSON.stringify(locale),
      'import.meta.env.SITE_DIRECTION': JSON.stringify(direction),
      'import.meta.env.SITE_PSEUDO_LOCALE': JSON.stringify(process.env.SITE_PSEUDO_LOCALE ?? ''),
    },
    // Every build, Storybook and test run compiles the message catalogs (src/messages/).
    plugins: [messageCatalogs(locale), ...(plugins ? [...plugins, islandManifest(locale), fewerIslandFiles(), keptServerBuild(locale)] : [])],
    // Files in public/ are served once, from the site's root, by the English build.
    publicDir: locale ? false : 'public',
    // One copy of Emotion and MUI in the server render, or MUI ignores the critical-CSS cache.
    ssr: { noExternal: ['@emotion/*', '@mui/*'] },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        treeshake: {
          // Reading a property has no side effect in this code (no getters at a module's top level): an
          // unused value that reads one (`stateDueDays.delawareLlc.month`, `site.emails.general`) goes
          // with the rest (measured in English: the entry 0.6 kB gzip less, the billing switch 1.5 kB).
          propertyReadSideEffects: false,
          // CommonJS helpers Emotion and MUI import for features the site never calls, and the
          // right-to-left plugin a left-to-right build never calls: they do nothing when imported,
          // so unused they can go.
          moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is|@mui[\\/]stylis-plugin-rtl|cssjanus)[\\/]/, sideEffects: false }],
        },
      },
    },
  };
}
