// Writes build/client/_headers and build/client/_redirects, the files Netlify and Cloudflare Pages
// read, so a static host sends what `npm start` sends: the same Content-Security-Policy, security
// headers, cache lifetimes and redirects. Each page's own part of the policy (the hashes of its
// inline scripts) is written into the page as a <meta http-equiv="Content-Security-Policy"> (see
// metaPolicy in server/httpHeaders.mjs), so
// `_headers` needs a handful of rules by pattern, not one per page: Cloudflare Pages reads at most
// 100 rules of at most 2,000 characters a line (scripts/staticHostFiles.test.ts checks both, and
// what every built file gets under each host's matching).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnvFiles } from '../server/config.mjs';
import { cacheControl, cacheFolders, headerPolicy, inlineScriptHashes, metaPolicy, originOf, revalidate, securityHeaders } from '../server/httpHeaders.mjs';
import { languagePrefix, redirects, types } from '../server/staticSite.mjs';
import { precompress } from './precompress.mjs';
import { builtSite } from './siteBuild.mjs';

/** The compressed copies `npm run build` leaves for `npm start`; a static host compresses by itself. */
const isCompressedCopy = (/** @type {string} */ file) => /\.(br|gz)$/.test(file);

/**
 * Every file of the build as a request path (`/pricing/index.html`), its copies left out.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function siteFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name.startsWith('_')) return [];
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return siteFiles(path.join(dir, entry.name), rel);
    return entry.isFile() && !isCompressedCopy(entry.name) ? [rel] : [];
  });
}

const metaElement = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/**
 * The page with its policy as the first thing its head holds after the charset (a meta policy
 * covers only what follows it); run again on the same build, it replaces its own.
 * @param {string} html
 * @param {string[]} [connectSources]
 */
export function withPolicyMeta(html, connectSources = []) {
  const bare = html.replace(metaElement, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy({ scriptHashes: inlineScriptHashes(bare), connectSources })}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i.exec(bare) ?? /<head\b[^>]*>/i.exec(bare);
  if (!charset) throw new Error('A page without a <head>: was it built by npm run build?');
  const at = charset.index + charset[0].length;
  return bare.slice(0, at) + meta + bare.slice(at);
}

/** @param {string} pattern @param {Record<string, string>} headers */
const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The rules, valid for both hosts. No header is set by two rules that can match one path: Cloudflare
 * joins such values with a comma (two Cache-Control values, or two policies, both in force) and
 * Netlify keeps one, so each header has one source. Pages set no Cache-Control: both hosts then
 * send `public, max-age=0, must-revalidate`, which is what the server sends for them (`revalidate`).
 * @param {string} root build/client
 * @param {{ supabaseUrl?: string | null }} options
 */
export function staticHostFiles(root, { supabaseUrl = null } = {}) {
  const connectSources = [originOf(supabaseUrl)].filter((origin) => origin !== null);
  const { 'Content-Security-Policy': _whole, ...common } = securityHeaders({ connectSources });
  const rules = [
    block('/*', { ...common, 'Content-Security-Policy': headerPolicy({ connectSources }) }),
    ...cacheFolders.map(({ pattern, cacheControl: value }) => block(pattern, { 'Cache-Control': value })),
  ];
  const files = siteFiles(root);
  /** @type {Map<string, string>} request path -> the page with its policy */
  const pages = new Map();
  for (const file of files) {
    if (cacheFolders.some(({ pattern }) => file.startsWith(pattern.slice(0, -1)))) continue;
    const type = types[path.extname(file)] ?? '';
    // Other files the server keeps longer than a page (icons, the social card) get a rule of their own.
    const lifetime = cacheControl(file, type);
    if (lifetime !== revalidate) rules.push(block(file, { 'Cache-Control': lifetime }));
    if (file.endsWith('.html')) pages.set(file, withPolicyMeta(readFileSync(path.join(root, file), 'utf8'), connectSources));
  }
  const prefixes = ['', ...new Set(files.map((file) => languagePrefix(root, file)).filter(Boolean))];
  const redirectLines = prefixes.flatMap((prefix) => [...redirects].map(([from, to]) => `${prefix}${from}  ${prefix}${to}  301`));
  // An unknown path or id gets its language's not-found page. The first matching rule wins.
  for (const prefix of prefixes.filter(Boolean)) redirectLines.push(`${prefix}/*  ${prefix}/404.html  404`);
  if (files.includes('/404.html')) redirectLines.push('/*  /404.html  404');
  return {
    headers: `${rules.join('\n\n')}\n`,
    redirects: `${redirectLines.join('\n')}\n`,
    pages,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The same .env files the build read, so the policy admits the Supabase origin the pages call.
  loadEnvFiles();
  const {
    headers,
    redirects: redirectRules,
    pages,
  } = staticHostFiles(builtSite, {
    supabaseUrl: process.env.VITE_SUPABASE_URL?.trim() || null,
  });
  for (const [file, html] of pages) writeFileSync(path.join(builtSite, file), html);
  writeFileSync(path.join(builtSite, '_headers'), headers);
  writeFileSync(path.join(builtSite, '_redirects'), redirectRules);
  // The pages changed, so `npm run serve` would send stale compressed copies of them.
  await precompress(builtSite);
  console.log(`wrote build/client/_headers (${headers.split('\n\n').length} rules), _redirects, and the policy into ${pages.size} pages`);
}
