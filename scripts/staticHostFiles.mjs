// Writes build/client/_headers and build/client/_redirects, the files Netlify and Cloudflare Pages
// read, so a static host sends what `npm start` sends: the same per-page Content-Security-Policy
// (hashes of that page's inline scripts), security headers, cache lifetimes and redirects.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheControl, contentSecurityPolicy, inlineScriptHashes, originOf, securityHeaders } from '../server/httpHeaders.mjs';
import { languagePrefix, redirects } from '../server/staticSite.mjs';
import { builtSite } from './siteBuild.mjs';

function pages(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(full, root);
    if (entry.name !== 'index.html') return [];
    const route = `/${path.relative(root, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
    return [{ route, file: full }];
  });
}

const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * Hosts join the values of a header that several rules set, and two policies joined that way are
 * both enforced, so the policy is set on each page's own path only, never on a wildcard.
 * @param {string} root build/client
 * @param {{ supabaseUrl?: string | null }} options
 */
export function staticHostFiles(root, { supabaseUrl = null } = {}) {
  const connectSources = [originOf(supabaseUrl)].filter(Boolean);
  const { 'Content-Security-Policy': _policy, ...common } = securityHeaders({ connectSources });
  const rules = [
    block('/*', common),
    block('/assets/*', { 'Cache-Control': cacheControl('/assets/', 'text/javascript') }),
    block('/images/*', { 'Cache-Control': cacheControl('/images/', 'image/webp') }),
    block('/media/*', { 'Cache-Control': cacheControl('/media/', 'video/mp4') }),
  ];
  const all = pages(root);
  const prefixes = ['', ...new Set(all.map(({ route }) => languagePrefix(root, route)).filter(Boolean))];
  for (const { route, file } of all) {
    if (redirects.has(route.slice(languagePrefix(root, route).length))) continue;
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(readFileSync(file, 'utf8')), connectSources });
    const headers = { 'Content-Security-Policy': policy, 'Cache-Control': 'no-cache' };
    rules.push(block(route, headers));
    if (route !== '/') rules.push(block(`${route}/`, headers));
  }
  const redirectLines = prefixes.flatMap((prefix) => [...redirects].map(([from, to]) => `${prefix}${from}  ${prefix}${to}  301`));
  // An unknown path or id gets its language's not-found page. The first matching rule wins.
  for (const prefix of prefixes.filter(Boolean)) redirectLines.push(`${prefix}/*  ${prefix}/404.html  404`);
  if (existsSync(path.join(root, '404.html'))) redirectLines.push('/*  /404.html  404');
  return {
    headers: `${rules.join('\n\n')}\n`,
    redirects: `${redirectLines.join('\n')}\n`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { headers, redirects: redirectRules } = staticHostFiles(builtSite, {
    supabaseUrl: process.env.VITE_SUPABASE_URL?.trim() || null,
  });
  writeFileSync(path.join(builtSite, '_headers'), headers);
  writeFileSync(path.join(builtSite, '_redirects'), redirectRules);
  console.log(`wrote build/client/_headers (${headers.split('\n\n').length} rules) and build/client/_redirects`);
}
