import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { moveLanguageBuild } from './src/prerender/moveLanguageBuild';
import { buildDirectory } from './src/platform/build/buildDirectory';
import { prerenderPaths } from './src/prerender/prerenderPaths';
import { robotsTxt, sitemapXml } from './src/prerender/seoFiles';

/** The language being built: '' for English, at the site's root; another is its path prefix (scripts/build.mjs). */
const slug = process.env.SITE_LOCALE ?? '';

export default {
  appDirectory: 'src',
  ssr: false,
  basename: slug ? `/${slug}` : '/',
  buildDirectory: buildDirectory(slug),
  prerender: prerenderPaths,
  // Files static hosts and crawlers look for, from the same route list as the prerendered pages.
  async buildEnd({ reactRouterConfig }) {
    const out = `${reactRouterConfig.buildDirectory}/client`;
    // React Router's SPA fallback, rendered only for its own build check (src/platform/prerenderContext.tsx).
    rmSync(`${out}/__spa-fallback.html`, { force: true });
    // A language's pages come out under its prefix (build/locales/es/client/es/...).
    const pages = slug ? `${out}/${slug}` : out;
    copyFileSync(`${pages}/404/index.html`, `${pages}/404.html`);
    if (slug) {
      moveLanguageBuild(out, 'build/client', slug);
      return;
    }
    writeFileSync(`${out}/sitemap.xml`, sitemapXml(new Date().toISOString().slice(0, 10)));
    writeFileSync(`${out}/robots.txt`, robotsTxt());
  },
} satisfies Config;
