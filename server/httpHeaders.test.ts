// @vitest-environment node
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, isCompressible, preferredEncoding } from './compression.mjs';
import { cacheControl, contentSecurityPolicy, inlineScriptHashes, originOf, permissionsPolicy, securityHeaders } from './httpHeaders.mjs';
import { parseRange } from './staticSite.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy as a map of directive -> sources. */
function directives(policy: string) {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script a browser runs, once each', () => {
    const html = ['<script>window.a = 1;</script>', '<script type="module" async="">import "/assets/x.js";\n</script>', '<script>window.a = 1;</script>'].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('import "/assets/x.js";\n')]);
  });

  it('skips external scripts and JSON data blocks (never checked against script-src)', () => {
    const html = '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site itself, the given hashes and the Supabase origin', () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], connectSources: ['https://x.supabase.co'] }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    // Emotion's runtime <style> tags cannot be hashed.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('media-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://x.supabase.co']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('never allows inline or evaluated script wholesale', () => {
    const scripts = directives(contentSecurityPolicy({ scriptHashes: [sha('x')] })).get('script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy()).get('connect-src')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, a permissions policy and no framing', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe(permissionsPolicy);
    expect(permissionsPolicy).toMatch(/camera=\(\)/);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('takes the origin, not the path, of a configured Supabase URL', () => {
    expect(originOf('https://abc.supabase.co/rest/v1')).toBe('https://abc.supabase.co');
    expect(originOf('not a url')).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});

describe('cacheControl', () => {
  it('keeps hashed assets a year, revalidates pages and route data, and gives other files an hour', () => {
    expect(cacheControl('/assets/root-abc.js', 'text/javascript')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/pricing', 'text/html; charset=utf-8')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControl('/blog-single.data', 'text/x-script')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControl('/sitemap.xml', 'application/xml')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControl('/images/banner/hero.webp', 'image/webp')).toBe('public, max-age=3600');
  });
});

describe('compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['identity', null],
    ['', null],
    ['gzip;q=0', null],
  ])('Accept-Encoding %j -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('compresses text formats only', () => {
    for (const type of ['text/html; charset=utf-8', 'text/javascript', 'text/css', 'application/json', 'image/svg+xml', 'application/xml', 'text/x-script']) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/webp', 'image/avif', 'font/woff2', 'video/mp4', 'image/png']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });

  it('round-trips brotli and gzip', async () => {
    const body = Buffer.from('<p>form a US company</p>'.repeat(200));
    const br = await compress(body, 'br');
    const gz = await compress(body, 'gzip');
    expect(br.length).toBeLessThan(body.length / 10);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'invalid'],
    ['bytes=5-2', 'invalid'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
