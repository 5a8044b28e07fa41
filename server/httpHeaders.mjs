import { createHash } from 'node:crypto';

/** Powerful features the site never uses, switched off for it and anything it might embed. */
export const permissionsPolicy = [
  // Only features every current Chromium knows: an unknown name is logged as a console error.
  'accelerometer=()', 'camera=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()',
  'microphone=()', 'payment=()', 'usb=()',
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
 */
export function contentSecurityPolicy({ scriptHashes = [], connectSources = [] } = {}) {
  const directives = {
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
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
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

/**
 * Hashed build output never changes under its name, so browsers keep it a year; pages and
 * route data must reflect a new deploy at once (revalidated by ETag); other public files
 * (images, video, icons) keep their names across deploys, so an hour.
 * @param {string} pathname
 * @param {string} contentType
 */
export function cacheControl(pathname, contentType) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/^(text\/html|text\/x-script|application\/xml|text\/plain)/.test(contentType)) return 'no-cache';
  return 'public, max-age=3600';
}
