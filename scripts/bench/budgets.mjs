// Every budget of the site in one place: `npm run bench` prints them all against the build and
// Lighthouse; scripts/site/budgets.spec.ts fails `npm test` on the size figures, which are
// deterministic (Lighthouse's are not, so they stay in the bench).
export const budgets = {
  // Lighthouse, mobile profile.
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2_500,
  cls: 0.05,
  tbtMs: 150,
  // Bytes, gzip level 9. First load: every script a page fetches before the visitor acts, on a phone
  // (scripts/bench/firstLoad.mjs, checked by scripts/site/firstLoad.spec.ts). A page whose first
  // screen holds no island fetches none: the header and the plan tabs work without code. Where the
  // first screen holds a form or a tool, the entry and their code come after the load event. The home
  // page's budget holds in every language. The cost page's chart library (102 kB, 122 kB with what it
  // imports) waits until the visitor nears the chart.
  firstLoadJsGzip: { '/': 100_000, '/blog-single/1': 100_000, '/pricing': 0, '/contact-us': 195_000, '/costs': 180_000 },
  // The entry (React, MUI, the theme and the providers): what the first island a visitor reaches
  // brings, on top of its own code. Each island beyond it loads as the visitor nears it.
  entryJsGzip: 120_000,
  // The country check passed 100 kB by 2.5 kB when the plan tabs left the islands: MUI's styled()
  // helpers, shared by fewer islands, fell under fewerIslandFiles' 20 kB and were copied into its
  // Popper file (12 more files to fetch otherwise).
  islandGzip: 104_000,
  // Files an island loads beyond the entry: over HTTP/1.1 a phone fetches six at a time, a round trip
  // per batch (src/platform/build/fewerIslandFiles.ts; 14 to 61 before it).
  islandFiles: 12,
  // Everything a page's islands load if the visitor reaches all of them, per kind of page (English).
  // The home page's four islands each carry their own copy of MUI's small shared modules (+10 kB,
  // for 42 fewer requests: src/platform/build/fewerIslandFiles.ts). /eligibility's islands passed 210 kB by
  // 0.2 kB when sections took their corners from the radius scale (rounded() in src/theme/tokens.ts),
  // and by 2.3 kB more when the plan tabs left the islands (see islandGzip), and passed 215 kB by 0.2 kB
  // when the islands' frame left the entry so the start-up runs in steps (1.3 kB more, for Lighthouse's
  // TBT 145 → 83 ms: docs/architecture.md, "Start-up in steps"). /pricing loads the entry
  // alone, for the client-only parts (back to top), once the visitor scrolls.
  pageJsGzip: { '/': 185_000, '/pricing': 120_000, '/blog-single/1': 180_000, '/contact-us': 190_000, '/costs': 180_000, '/eligibility': 218_000 },
  // Share of a content page's elements React owns, on a phone, at load and after reading to the end:
  // only the parts a visitor operates hydrate. Held close to what each page has (0-3% at load, 4-15%
  // after reading), so one section slipping out of its island fails the suite; the ceiling for
  // any content page is a third. The home pages in another language get the offer of English (1%):
  // the test's browser is English.
  hydratedShare: {
    '/': { atLoad: 0.02, afterReading: 0.2 },
    '/es/': { atLoad: 0.02, afterReading: 0.2 },
    '/ar/': { atLoad: 0.02, afterReading: 0.2 },
    '/pricing': { atLoad: 0.05, afterReading: 0.06 },
    '/blog-single/1': { atLoad: 0.02, afterReading: 0.1 },
  },
  // A right-to-left page's entry also carries MUI's documented RTL setup (@mui/stylis-plugin-rtl and
  // cssjanus, 2.2 kB gzip), which mirrors every style it inserts and so cannot wait: its entry budget
  // is the same plus exactly that.
  rightToLeftGzip: 2_200,
};

/** The entry's budget for a language written in `dir`. */
export const entryJsBudget = (dir) => budgets.entryJsGzip + (dir === 'rtl' ? budgets.rightToLeftGzip : 0);

/** Latin subsets only: latin-ext, cyrillic, greek or vietnamese would be bytes few visitors use. */
export const isLatinFont = (url) => /latin-\d+/.test(url) && !/latin-ext/.test(url);

/** What a page may preload: Latin subsets, and on an Arabic page (under /ar/) Noto Sans Arabic's two cuts. */
export const preloadFits = ({ url, page }) => isLatinFont(url) || (page.startsWith('/ar') && /\/noto-sans-arabic-(core|latin)-wght-/.test(url));
