// Every budget of the site in one place: `npm run bench` prints them all against the build and
// Lighthouse; scripts/site/budgets.spec.ts fails `npm test` on the size figures, which are
// deterministic (Lighthouse's are not, so they stay in the bench).
export const budgets = {
  // Lighthouse, mobile profile.
  performance: 95, accessibility: 100, bestPractices: 100, seo: 100,
  lcpMs: 2_500, cls: 0.05, tbtMs: 150,
  // Bytes, gzip level 9, from build/client. First load: the entry and the header island, which every
  // page starts after its load event; each island beyond that loads as the visitor nears it.
  homeJsGzip: 150_000, islandGzip: 100_000,
  // Files an island loads beyond the entry: over HTTP/1.1 a phone fetches six at a time, a round trip
  // per batch (src/platform/fewerIslandFiles.ts; 14 to 61 before it).
  islandFiles: 12,
  // Everything a page's islands load if the visitor reaches all of them, per kind of page (English).
  // The home page's four islands each carry their own copy of MUI's small shared modules (+10 kB,
  // for 42 fewer requests: src/platform/fewerIslandFiles.ts).
  pageJsGzip: { '/': 185_000, '/pricing': 170_000, '/blog-single/1': 180_000, '/contact-us': 190_000, '/costs': 180_000, '/eligibility': 210_000 },
  // Share of a content page's elements React owns (home, pricing, a blog post), on a phone, at load
  // and after reading to the end: only the parts a visitor operates hydrate.
  hydratedShare: 1 / 3,
  // A right-to-left page's first load also carries MUI's documented RTL setup (@mui/stylis-plugin-rtl
  // and cssjanus, 2.2 kB gzip), which mirrors every style it inserts and so cannot wait: its home
  // budget is the same plus exactly that.
  rightToLeftGzip: 2_200,
};

/** The home page's first-load budget for a language written in `dir`. */
export const homeJsBudget = (dir) => budgets.homeJsGzip + (dir === 'rtl' ? budgets.rightToLeftGzip : 0);

/** Latin subsets only: latin-ext, cyrillic, greek or vietnamese would be bytes few visitors use. */
export const isLatinFont = (url) => /latin-\d+/.test(url) && !/latin-ext/.test(url);

/** What a page may preload: Latin subsets, and on an Arabic page (under /ar/) the Arabic one. */
export const preloadFits = ({ url, page }) => isLatinFont(url) || (page.startsWith('/ar') && /\/noto-sans-arabic-core-wght-/.test(url));
