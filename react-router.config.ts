import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { runnerImport } from 'vite';
import { moveLanguageBuild } from './src/prerender/moveLanguageBuild';
import { buildDirectory, buildRoot } from './src/platform/build/buildDirectory';
import { messageCatalogs } from './src/prerender/messages/messageCatalogs';

/** The language being built: '' for English, at the site's root; another is its path prefix (scripts/build.mjs). */
const slug = process.env.SITE_LOCALE ?? '';

/*
 * The route list and the SEO files read the content (each detail page's id, the site's address),
 * whose modules take their words from the message catalogs: React Router loads this file without
 * the site's Vite plugins, so those modules are loaded through Vite with the catalogs' plugin.
 */
const withCatalogs = async <T>(file: string) => (await runnerImport<T>(file, { configFile: false, plugins: [messageCatalogs(slug)] })).module;
const routeList = () => withCatalogs<typeof import('./src/prerender/prerenderPaths')>('./src/prerender/prerenderPaths.ts');
const seoFiles = () => withCatalogs<typeof import('./src/prerender/seoFiles')>('./src/prerender/seoFiles.ts');

export default {
  appDirectory: 'src',
  ssr: false,
  basename: slug ? `/${slug}` : '/',
  buildDirectory: buildDirectory(slug),
  prerender: async () => (await routeList()).prerenderPaths(),
  // Files static hosts and crawlers look for, from the same route list as the prerendered pages.
  async buildEnd({ reactRouterConfig }) {
    const out = `${reactRouterConfig.buildDirectory}/client`;
    // React Router's SPA fallback, rendered only for its own build check (src/platform/prerenderContext.tsx).
    rmSync(`${out}/__spa-fallback.html`, { force: true });
    // A language's pages come out under its prefix (build/locales/es/client/es/...).
    const pages = slug ? `${out}/${slug}` : out;
    copyFileSync(`${pages}/404/index.html`, `${pages}/404.html`);
    if (slug) {
      moveLanguageBuild(out, `${buildRoot()}/client`, slug);
      return;
    }
    const { robotsTxt, sitemapXml } = await seoFiles();
    writeFileSync(`${out}/sitemap.xml`, sitemapXml(new Date().toISOString().slice(0, 10)));
    writeFileSync(`${out}/robots.txt`, robotsTxt());
  },
} satisfies Config;
