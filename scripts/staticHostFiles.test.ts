// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, contentSecurityPolicy, headerOnlyDirectives, headerPolicy, inlineScriptHashes, revalidate, securityHeaders } from '../server/httpHeaders.mjs';
import { inquiryFormPath } from '../server/inquiryPage.mjs';
import { builtSite, ensureSiteBuild } from '../server/siteBuild';
import { types } from '../server/staticSite.mjs';
import { tempDir } from '../server/testSupport';
import { type Host, cloudflareLimits, headersFor, parseHeadersFile } from './headersFile';
import { siteFiles, staticHostFiles } from './staticHostFiles.mjs';

const scratch = tempDir('static-host');
afterAll(() => scratch.remove());

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The policy as directive -> sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
  );
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? null;
/** Directives that fall back to default-src when a policy leaves them out (CSP Level 3). */
const fetchDirectives = ['script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'connect-src', 'manifest-src', 'worker-src', 'object-src', 'frame-src', 'child-src'];

/**
 * Where several policies, each enforced on its own, together allow something other than `whole`:
 * for every directive, each policy's effective sources (its own, or its default-src for a fetch
 * directive) must be the whole policy's, or absent (it allows everything), and one must be there.
 */
function enforcedTogether(whole: Map<string, string>, policies: Map<string, string>[]) {
  const effective = (policy: Map<string, string>, name: string) => policy.get(name) ?? (fetchDirectives.includes(name) ? policy.get('default-src') : undefined);
  const mismatches: string[] = [];
  for (const name of new Set([...whole.keys(), ...fetchDirectives].filter((name) => name !== 'default-src'))) {
    const wanted = effective(whole, name);
    const given = policies.map((policy) => effective(policy, name)).filter((sources) => sources !== undefined);
    if (given.some((sources) => sources !== wanted) || (wanted !== undefined && given.length === 0)) mismatches.push(`${name} is ${given.join(' and ') || 'unrestricted'}, not ${wanted}`);
  }
  return mismatches;
}

/** What the hosts send for a file no rule gives a Cache-Control (both document the same default). */
const hostDefaultCache = 'public, max-age=0, must-revalidate';
const hosts: Host[] = ['cloudflare', 'netlify'];

/** The request paths a host answers a file at: a page at its folder, with and without the slash. */
function requestPaths(file: string) {
  if (!file.endsWith('/index.html')) return [file];
  const folder = file.slice(0, -'index.html'.length);
  return folder === '/' ? ['/'] : [folder, folder.slice(0, -1)];
}

/**
 * Every file of a build as each host would send it: no header from two rules (the hosts disagree
 * on that), every page's header and meta policies together the server's policy for that page,
 * each file's cache lifetime the server's. Returns how many rules the file holds.
 */
function checkEveryFile(root: string, output: ReturnType<typeof staticHostFiles>, connectSources: string[] = []) {
  const rules = parseHeadersFile(output.headers);
  expect(rules.length).toBeLessThanOrEqual(cloudflareLimits.rules);
  for (const line of output.headers.split('\n')) expect(line.length).toBeLessThanOrEqual(cloudflareLimits.lineLength);
  const problems: string[] = [];
  for (const file of siteFiles(root)) {
    const html = output.pages.get(file);
    if (file.endsWith('.html') && !html) problems.push(`${file}: no page with its policy`);
    const serverCache = cacheControl(file, types[path.extname(file)] ?? '');
    for (const host of hosts) {
      for (const pathname of requestPaths(file)) {
        const got = headersFor(rules, pathname, host);
        for (const [name, { from }] of got) if (from.length > 1) problems.push(`${host} ${pathname}: ${name} from ${from.join(' and ')}`);
        const cache = got.get('cache-control')?.value ?? hostDefaultCache;
        if (cache !== serverCache) problems.push(`${host} ${pathname}: Cache-Control ${cache}, the server sends ${serverCache}`);
        for (const [name, value] of Object.entries(securityHeaders())) {
          if (name !== 'Content-Security-Policy' && got.get(name.toLowerCase())?.value !== value) problems.push(`${host} ${pathname}: no ${name}`);
        }
        if (!html) continue;
        const header = directives(got.get('content-security-policy')?.value ?? '');
        const meta = directives(metaPolicy(html) ?? '');
        for (const name of headerOnlyDirectives) if (meta.has(name)) problems.push(`${pathname}: ${name} in the meta, where browsers ignore it`);
        const whole = directives(contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources }));
        for (const mismatch of enforcedTogether(whole, [header, meta])) problems.push(`${host} ${pathname}: ${mismatch}`);
      }
    }
    if (html) {
      // A meta policy covers only what follows it: it comes before every script, in the head.
      const at = html.indexOf('http-equiv="Content-Security-Policy"');
      if (!(at > 0 && at < html.indexOf('</head>') && (html.indexOf('<script') === -1 || at < html.indexOf('<script')))) problems.push(`${file}: the meta is not ahead of the scripts`);
    }
  }
  expect(problems).toEqual([]);
  return rules.length;
}

function page(root: string, route: string, script: string) {
  const dir = path.join(root, route);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charSet="utf-8"/><script>${script}</script></head><body></body></html>`);
}

describe('staticHostFiles on a small site', () => {
  const root = path.join(scratch.dir, 'client');
  page(root, '', 'home()');
  page(root, 'pricing', 'pricing()');
  page(root, 'blog-single', 'redirect()');
  page(root, 'es/pricing', 'precios()');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><html><head></head></html>');
  writeFileSync(path.join(root, 'es/404.html'), '<!doctype html><html><head></head></html>');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets/app-1a2b.js'), 'app()');
  writeFileSync(path.join(root, 'assets/app-1a2b.js.br'), 'compressed');
  const output = staticHostFiles(root, { supabaseUrl: 'https://abc.supabase.co/' });

  it("puts each page's script hashes in the page and the rest of the policy in one rule", () => {
    const pricing = output.pages.get('/pricing/index.html') ?? '';
    expect(metaPolicy(pricing)).toMatch(new RegExp(`^default-src 'self'; script-src 'self' ${sha('pricing()').replace(/[+/]/g, '\\$&')}; style-src`));
    expect(metaPolicy(pricing)).not.toContain('frame-ancestors');
    expect(pricing.indexOf('http-equiv')).toBeLessThan(pricing.indexOf('<script>'));
    expect(output.headers).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(metaPolicy(pricing)).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(output.headers).not.toMatch(/default-src|script-src/);
    expect(output.headers).toContain("frame-ancestors 'none'");
    // Run again on pages that already carry one, the policy is replaced, not doubled.
    writeFileSync(path.join(root, 'pricing/index.html'), pricing);
    const again = staticHostFiles(root).pages.get('/pricing/index.html') ?? '';
    expect(again.match(/http-equiv/g)).toHaveLength(1);
    writeFileSync(path.join(root, 'pricing/index.html'), pricing.replace(/<meta http-equiv[^>]*>/, ''));
  });

  it('gives every file, under each host, the headers the server sends it', () => {
    checkEveryFile(root, output, ['https://abc.supabase.co']);
    expect(output.headers).toContain('/favicon.svg\n  Cache-Control: public, max-age=3600');
    expect(output.headers).not.toContain('.br');
  });

  it('redirects the bare detail paths and sends unknown paths and ids to the not-found page', () => {
    expect(output.redirects).toContain('/blog-single  /blog-single/1  301');
    expect(output.redirects).toContain('/es/*  /es/404.html  404');
    expect(output.redirects.trim().split('\n').at(-1)).toBe('/*  /404.html  404');
  });

  it("leaves the form's own post to the host's function: only the 404 fallbacks match it, and no rule names it", () => {
    const matching = output.redirects
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0])
      .filter((from) => new RegExp(`^${from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(inquiryFormPath));
    expect(matching).toEqual(['/*']);
    expect(parseHeadersFile(output.headers).filter((rule) => rule.pattern.includes(inquiryFormPath))).toEqual([]);
  });
});

describe('staticHostFiles on the whole build', () => {
  beforeAll(() => {
    ensureSiteBuild();
  }, 900_000);

  it("fits Cloudflare's limits and gives every built file, in every language, what the server gives it", () => {
    const output = staticHostFiles(builtSite);
    const pages = [...output.pages.keys()];
    expect(pages.length).toBeGreaterThan(300);
    expect(pages).toContain('/es/contact-us/index.html');
    const count = checkEveryFile(builtSite, output);
    console.log(`${count} header rules for ${siteFiles(builtSite).length} files, ${pages.length} pages`);
  }, 120_000);
});

describe('the policy in two parts', () => {
  it('would be caught narrowing the page: a meta with default-src alone holds back inline styles', () => {
    const whole = directives(contentSecurityPolicy({ scriptHashes: [sha('x')] }));
    const header = directives(headerPolicy());
    expect(enforcedTogether(whole, [header, directives(`default-src 'self'; script-src 'self' ${sha('x')}`)])).toContain("style-src is 'self' 'unsafe-inline' and 'self', not 'self' 'unsafe-inline'");
    expect(enforcedTogether(whole, [directives("frame-ancestors 'none'")])).toContain("script-src is unrestricted, not 'self' " + sha('x'));
  });
});

describe('the server agrees', () => {
  it('revalidates pages as the hosts do by default', () => {
    expect(cacheControl('/pricing', 'text/html; charset=utf-8')).toBe(revalidate);
    expect(revalidate).toBe(hostDefaultCache);
  });
});
