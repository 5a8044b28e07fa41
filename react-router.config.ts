import { copyFileSync, writeFileSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { builtChunkImports, rewriteHtmlFiles, startScriptsAfterLoad } from './src/platform/build';
import { prerenderPaths } from './src/app/prerenderPaths';
import { robotsTxt, sitemapXml } from './src/app/seoFiles';

export default {
  appDirectory: 'src',
  ssr: false,
  prerender: prerenderPaths,
  // Files static hosts and crawlers look for, from the same route list as the prerendered pages.
  async buildEnd() {
    const out = 'build/client';
    const importsOf = builtChunkImports(out);
    // SITE_VARIANT: a build without one loading mechanism, for `npm run bench:loading` only.
    if (process.env.SITE_VARIANT !== 'scripts-at-once') rewriteHtmlFiles(out, (html, file) => startScriptsAfterLoad(html, file, importsOf));
    copyFileSync(`${out}/404/index.html`, `${out}/404.html`);
    writeFileSync(`${out}/sitemap.xml`, sitemapXml(new Date().toISOString().slice(0, 10)));
    writeFileSync(`${out}/robots.txt`, robotsTxt());
  },
} satisfies Config;
