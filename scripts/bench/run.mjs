// npm run bench: Lighthouse (mobile, median of 3) on six pages (the home page in English, Spanish and Arabic), size figures of the built site
// and "live after seen" on a throttled phone, each against its budget (BENCH_PAGES=/ar/,/ picks Lighthouse's pages). Prints the tables; exits 1
// only when a budget fails. BENCH_ONLY=sizes,lighthouse,live (any of them) runs only those.
import { startSite } from '../../server/startSite.mjs';
import { chromiumPath } from '../chromium.mjs';
import { ensureBuilt, snapshotBuild } from '../siteBuild.mjs';
import { budgets, entryJsBudget, preloadFits } from './budgets.mjs';
import { translatedLocales } from './languages.mjs';
import { failedAudits, figures, medianRun } from './lighthouse.mjs';
import { liveAfterSeenReport } from './liveAfterSeen.mjs';
import { measureBuild } from './sizes.mjs';
import { formatTable, kB } from './table.mjs';

const pages = process.env.BENCH_PAGES?.split(',') ?? ['/', '/es/', '/ar/', '/pricing', '/contact-us', '/blog-single/1'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const parts = ['sizes', 'lighthouse', 'live'];
const only = new Set((process.env.BENCH_ONLY || parts.join(',')).split(','));
for (const part of only) if (!parts.includes(part)) throw new Error(`BENCH_ONLY: unknown part "${part}" (${parts.join(', ')})`);

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  return ok ? '' : ' ✗';
};

function sizeReport(root) {
  const m = measureBuild(root);
  const biggestIsland = m.islands[0];
  const mostFiles = [...m.islands].sort((a, b) => b.files - a.files)[0];
  const fontsOk = m.fontPreloads.every(preloadFits);
  const oldImages = m.images.filter((i) => !i.modern);
  const unsized = m.images.filter((i) => !i.sized);
  const rows = [
    ...[{ slug: '', dir: 'ltr' }, ...translatedLocales].map(({ slug, dir }) => {
      const language = slug ? measureBuild(root, slug) : m;
      const budget = entryJsBudget(dir);
      return [
        `the entry, /${slug}${slug ? '/' : ''} build (gzip)`,
        kB(language.entryJsGzip),
        `<= ${kB(budget)}${dir === 'rtl' ? ' (with RTL plugin)' : ''}`,
        `${language.entryScripts.length} files${check(language.entryJsGzip <= budget, `/${slug} entry ${kB(language.entryJsGzip)} gzip > ${kB(budget)}`)}`,
      ];
    }),
    ...m.pageJs.map((page) => [
      `JS of every island on ${page.route} (gzip)`,
      kB(page.gzip),
      `<= ${kB(budgets.pageJsGzip[page.route])}`,
      `${page.scripts.length} files${check(page.gzip <= budgets.pageJsGzip[page.route], `${page.route} islands' JS ${kB(page.gzip)} gzip > ${kB(budgets.pageJsGzip[page.route])}`)}`,
    ]),
    [
      'largest island beyond the entry (gzip)',
      biggestIsland ? kB(biggestIsland.gzip) : '-',
      `<= ${kB(budgets.islandGzip)}`,
      `${biggestIsland?.name ?? ''}${check(!biggestIsland || biggestIsland.gzip <= budgets.islandGzip, `island ${biggestIsland?.name} ${kB(biggestIsland?.gzip ?? 0)} gzip > ${kB(budgets.islandGzip)}`)}`,
    ],
    [
      'most files one island loads beyond the entry',
      String(mostFiles?.files ?? 0),
      `<= ${budgets.islandFiles}`,
      `${mostFiles?.name ?? ''}${check(!mostFiles || mostFiles.files <= budgets.islandFiles, `island ${mostFiles?.name} loads ${mostFiles?.files} files > ${budgets.islandFiles}`)}`,
    ],
    [
      'preloaded fonts',
      String(m.preloadedFonts.length),
      'Latin (and Arabic on /ar/)',
      `${m.preloadedFonts.map((u) => u.split('/').pop()).join(', ') || 'none'}${check(fontsOk, `non-Latin font preloaded: ${m.preloadedFonts.join(', ')}`)}`,
    ],
    [
      'fonts in the CSS',
      String(m.cssFonts.length),
      '-',
      m.cssFonts
        .map((u) =>
          u
            .split('/')
            .pop()
            .replace(/-[\w-]{8}\.woff2?$/, ''),
        )
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(', '),
    ],
    [
      'images not WebP/AVIF/SVG',
      String(oldImages.length),
      '0',
      `${oldImages
        .map((i) => i.src)
        .slice(0, 4)
        .join(', ')}${check(oldImages.length === 0, `images in an old format: ${oldImages.map((i) => `${i.src} (on ${i.pages[0]})`).join(', ')}`)}`,
    ],
    [
      'images without width/height',
      String(unsized.length),
      '0',
      `${unsized
        .map((i) => i.src)
        .slice(0, 4)
        .join(', ')}${check(unsized.length === 0, `images without width/height: ${unsized.map((i) => `${i.src} (on ${i.unsizedOn[0]})`).join(', ')}`)}`,
    ],
  ];
  console.log(`\nSizes (${m.pages} prerendered pages, ${m.images.length} distinct images)\n`);
  console.log(formatTable(['figure', 'value', 'budget', 'detail'], rows));
  console.log('\nBiggest chunks (gzip)\n');
  console.log(
    formatTable(
      ['chunk', 'gzip', 'in the entry'],
      m.chunks.slice(0, 10).map((c) => [c.url, kB(c.gzip), m.entryScripts.some((s) => s.url === c.url) ? 'yes' : '']),
    ),
  );
  for (const island of m.islands.filter((i) => i.gzip > budgets.islandGzip).slice(1)) {
    failures.push(`island ${island.name} ${kB(island.gzip)} gzip > ${kB(budgets.islandGzip)}`);
  }
}

async function lighthouseReport(siteUrl) {
  const rows = [];
  const reasons = [];
  // The version each report names, so the heading stays true across upgrades.
  let version = '';
  for (const page of pages) {
    const started = Date.now();
    const lhr = await medianRun(`${siteUrl}${page}`, runs);
    version = lhr.lighthouseVersion;
    const f = figures(lhr);
    const mark = (ok, what) => check(ok, `${page}: ${what}`);
    rows.push([
      page,
      `${f.performance}${mark(f.performance >= budgets.performance, `performance ${f.performance} < ${budgets.performance}`)}`,
      `${f.accessibility}${mark(f.accessibility >= budgets.accessibility, `accessibility ${f.accessibility} < 100`)}`,
      `${f.bestPractices}${mark(f.bestPractices >= budgets.bestPractices, `best practices ${f.bestPractices} < 100`)}`,
      `${f.seo}${mark(f.seo >= budgets.seo, `SEO ${f.seo} < 100`)}`,
      `${(f.lcpMs / 1000).toFixed(2)} s${mark(f.lcpMs <= budgets.lcpMs, `LCP ${(f.lcpMs / 1000).toFixed(2)} s > 2.5 s`)}`,
      `${f.cls.toFixed(3)}${mark(f.cls <= budgets.cls, `CLS ${f.cls.toFixed(3)} > ${budgets.cls}`)}`,
      `${Math.round(f.tbtMs)} ms${mark(f.tbtMs <= budgets.tbtMs, `TBT ${Math.round(f.tbtMs)} ms > ${budgets.tbtMs} ms`)}`,
    ]);
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
      for (const audit of failedAudits(lhr, category)) reasons.push(`${page} ${category}: ${audit}`);
    }
    console.log(`  ${page}: ${runs} runs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  console.log(`\nLighthouse ${version} (mobile, median of ${runs} runs)\n`);
  console.log(formatTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT'], rows));
  console.log(`budgets: perf >= ${budgets.performance}, a11y/BP/SEO 100, LCP <= 2.5 s, CLS <= ${budgets.cls}, TBT <= ${budgets.tbtMs} ms`);
  if (reasons.length) console.log(`\nAudits that cost points:\n  ${reasons.join('\n  ')}`);
}

process.env.CHROME_PATH ??= chromiumPath;
const build = ensureBuilt();
console.log(`build: ${build.said}`);
const snapshot = snapshotBuild(build.client);
try {
  if (only.has('sizes')) sizeReport(snapshot.dir);
  const site = await startSite({ staticRoot: snapshot.dir, port: 0, host: '127.0.0.1', embedded: true });
  try {
    if (only.has('lighthouse')) {
      console.log(`\nLighthouse against ${site.url} with ${process.env.CHROME_PATH}`);
      await lighthouseReport(site.url);
    }
    if (only.has('live')) {
      console.log(`\nLive after seen against ${site.url}`);
      failures.push(...(await liveAfterSeenReport(site.url)));
    }
  } finally {
    await site.close();
  }
} finally {
  snapshot.remove();
}
if (failures.length) {
  console.log(`\n${failures.length} budget(s) failed:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
