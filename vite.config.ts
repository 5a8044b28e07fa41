import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
// Straight from their files: Vite's config loader wants file extensions on every import it follows.
import { siteViteConfig } from './src/platform/build/viteConfig.ts';

/** The language being built ('' for English): scripts/build.mjs builds each in turn. */
const locale = process.env.SITE_LOCALE ?? '';
const languages: { slug: string; dir: 'ltr' | 'rtl' }[] = JSON.parse(readFileSync('src/locale/locales.json', 'utf8'));
const direction = languages.find((l) => l.slug === locale)?.dir ?? 'ltr';
// The router plugin cannot run inside Storybook or Vitest; both bring their own React setup.
const underTestTool = Boolean(process.env.STORYBOOK || process.env.VITEST);

export default defineConfig(siteViteConfig({ locale, direction, plugins: underTestTool ? null : [reactRouter()] }));
