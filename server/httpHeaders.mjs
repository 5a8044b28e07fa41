import { createHash } from 'node:crypto';

/** Powerful features the site never uses, switched off for it and anything it might embed. */
export const permissionsPolicy = [
  // Only features every current Chromium knows: an unknown name is logged as a console error.
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Script types a browser treats as data, never runs, and so never checks against script-src. */
const dataBlockTypes = new Set(['application/ld+json', 'application/json']);

/**
 * `sha256-…` sources for every inline script of a page that a browser would run: react-router's
 * context and hydration module, its scroll restoration, and MUI's colour-scheme script. Hashing
 * the served bytes, not nonces, keeps the same policy valid on a static host.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && dataBlockTypes.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The origin of a configured Supabase project, the one place besides our own the page talks to.
 * @param {string | null | undefined} url
 * @returns {string | null}
 */
export function originOf(url) {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Only what the site uses: its own scripts plus the page's inline ones by hash, its own images
 * (and data: URIs MUI's icons and the favicon use), fonts, video and captions, and fetches to its
 * own origin (the embedded endpoint) or the configured Supabase project. Styles need
 * 'unsafe-inline': Emotion writes <style> tags at run time and React sets style attributes, and
 * neither can carry a hash.
 * @param {{ scriptHashes?: string[], connectSources?: string[] }} options
 * @returns {Record<string, string[]>}
 */
export function policyDirectives({ scriptHashes = [], connectSources = [] } = {}) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...connectSources],
    'manifest-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** Directives a `<meta>` policy is ignored for (CSP Level 3, "meta element"): they stay in the header. */
export const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'sandbox'];

/** @param {Record<string, string[]>} directives */
export const policyText = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The whole policy of a page, as `npm start` sends it.
 * @param {{ scriptHashes?: string[], connectSources?: string[] }} options
 */
export const contentSecurityPolicy = (options = {}) => policyText(policyDirectives(options));

/**
 * A static host's share of the policy, so it needs no rule per page. A browser enforces every
 * policy a page has, each on its own (a directive a policy leaves out falls back to that policy's
 * default-src), so both parts are whole policies that allow what the page needs:
 * - in the page, `<meta http-equiv="Content-Security-Policy">`: the whole policy, its script
 *   hashes included, less what a meta cannot carry (frame-ancestors);
 * - in the one header rule for every path: the directives that are the same on every page,
 *   frame-ancestors among them, but neither default-src nor script-src, which would hold back the
 *   page's own inline scripts.
 * Together they allow exactly what the whole policy allows (scripts/staticHostFiles.test.ts).
 * @param {{ scriptHashes?: string[], connectSources?: string[] }} options
 */
export function metaPolicy(options = {}) {
  const directives = policyDirectives(options);
  for (const name of headerOnlyDirectives) delete directives[name];
  return policyText(directives);
}

/** @param {{ connectSources?: string[] }} options */
export function headerPolicy({ connectSources = [] } = {}) {
  const { 'default-src': _defaults, 'script-src': _scripts, ...shared } = policyDirectives({ connectSources });
  return policyText(shared);
}

/**
 * Headers for every response. `X-Frame-Options` repeats frame-ancestors for browsers that predate
 * it; HSTS belongs to whatever terminates TLS in front of this server, so it is not sent here.
 * @param {{ connectSources?: string[], scriptHashes?: string[] }} options
 */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** What a page, route data, the sitemap and robots.txt get: kept, but checked with the server (ETag) before each use. */
export const revalidate = 'public, max-age=0, must-revalidate';
const year = 'public, max-age=31536000, immutable';
const hour = 'public, max-age=3600';

/**
 * Cache lifetimes by path, for the server and for a static host's `_headers` alike. Hashed build
 * output never changes under its name, so browsers keep it a year; pages and route data must
 * reflect a new deploy at once, so they are revalidated, which is also what Netlify and Cloudflare
 * Pages send for a file no rule names (their documented default); other public files (images,
 * video, icons) keep their names across deploys, so an hour.
 */
export const cacheFolders = [
  { pattern: '/assets/*', cacheControl: year },
  { pattern: '/images/*', cacheControl: hour },
  { pattern: '/media/*', cacheControl: hour },
];

/**
 * @param {string} pathname
 * @param {string} contentType
 */
export function cacheControl(pathname, contentType) {
  const folder = cacheFolders.find(({ pattern }) => pathname.startsWith(pattern.slice(0, -1)));
  if (folder) return folder.cacheControl;
  if (/^(text\/html|text\/x-script|application\/xml|text\/plain)/.test(contentType)) return revalidate;
  return hour;
}
