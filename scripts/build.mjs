// npm run build: the site in every language. English is built first, into build/ as Vite leaves it;
// each other language is then built on its own (SITE_LOCALE, read by vite.config.ts and
// react-router.config.ts) and its pages land in build/client/<slug>/, its scripts beside English's
// in build/client/assets/ (names carry content hashes, so a shared chunk is one file).
// SITE_LOCALES=en,es builds only those (the loading bench builds English alone); SITE_PSEUDO_LOCALE=1
// adds the pseudo-locale en-XA, as the tests build it, and then builds into the tests' own folder,
// test-build/, never into build/ (SITE_BUILD_DIR names another folder).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { buildFolders } from './siteBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const translated = JSON.parse(readFileSync(path.join(root, 'src/locale/locales.json'), 'utf8'));
// The tests' build adds the pseudo-locale (src/locale/siteLocales.ts), which the published site never has.
const pseudoLocale = process.env.SITE_PSEUDO_LOCALE === '1';
if (pseudoLocale) translated.push(JSON.parse(readFileSync(path.join(root, 'src/locale/pseudoLocale.json'), 'utf8')));
const buildDir = process.env.SITE_BUILD_DIR || (pseudoLocale ? buildFolders.tests : buildFolders.site);
const wanted = process.env.SITE_LOCALES?.split(',');
const slugs = ['', ...translated.map((locale) => locale.slug)].filter((slug) => !wanted || wanted.includes(slug || 'en'));

for (const slug of slugs) {
  const started = Date.now();
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, SITE_LOCALE: slug, SITE_BUILD_DIR: buildDir } });
  if (result.status !== 0) {
    process.stderr.write(result.stdout.slice(-4000) + result.stderr.slice(-4000));
    console.error(`build failed for ${slug || 'en'}`);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${slug || 'en'} into ${buildDir}/client in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The server sends these copies as they are and never compresses a file itself (scripts/precompress.mjs).
const started = Date.now();
const { written, kept, removed } = await precompress(path.resolve(root, buildDir, 'client'));
console.log(`compressed ${written} copies (brotli, gzip; ${kept} up to date, ${removed} removed) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
