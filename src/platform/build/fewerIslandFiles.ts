import type { Plugin } from 'vite';

/**
 * Common chunks under this many bytes of source (before minifying) are copied into the chunks that
 * use them. Chosen side by side (docs/architecture.md, "How a page loads"): 20 kB takes an island from 14–61 files to
 * 3–11, every page within 2 kB of its bytes before but the home page (+10 kB, its four islands share
 * MUI's basics); 40 kB and more save few files and add bytes to every page.
 */
const inlineCommonChunksBelow = 20_000;

/**
 * Each island arrives in a few files instead of dozens. Automatic code splitting gives every set of
 * islands that shares a module a chunk of its own, so a form loaded 40 files beyond the entry, most
 * under 1 kB (MUI's small hooks); over HTTP/1.1 a phone fetches six at a time, one round trip per
 * batch. Rolldown's (experimental) `experimentalInlineCommonChunks` copies those small chunks into
 * their users and keeps one module state through its runtime registry. It needs the client build's
 * entry signatures free (React Router pins them to 'exports-only'; no page imports a route module's
 * exports in the browser), so it applies to the client environment only. The island-file budget in
 * `npm test` (scripts/site/budgets.spec.ts) fails if the option stops working.
 */
export function fewerIslandFiles(): Plugin {
  return {
    name: 'fewer-island-files',
    // After React Router's plugin, whose client options set the entry signatures this needs free.
    enforce: 'post',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          rollupOptions: {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                experimentalInlineCommonChunks: {
                  maxSize: inlineCommonChunksBelow,
                  exclude: [
                    // Vite's own exclusion: a chunk holding styles stays a file, or its CSS is emitted twice.
                    /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                    // React is used by the entry and by the islands' frame, which loads after it: a
                    // copy in each was 1.8 kB gzip more on every page with an island (8 December 2026).
                    /[\\/]node_modules[\\/]react[\\/]/,
                  ],
                },
              },
            },
          },
        },
      };
    },
  };
}
