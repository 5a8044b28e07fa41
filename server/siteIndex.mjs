import { lstatSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from './httpHeaders.mjs';

/** @typedef {ReturnType<typeof indexSite>} SiteIndex */

/** A language's folder (`es`, `pt-br`) has a not-found page of its own. */
const languageFolder = /^[a-z]{2}(-[a-z]{2})?$/;

/**
 * What the built site holds, read once when the server starts: every file a request may name, and
 * for each page the policy that allows exactly its inline scripts. Answers never wait on a cache
 * filled by a request, and a crowd asking for the same file at once costs what one does. A new
 * build is served after a restart (`npm start` builds, then starts).
 *
 * A symbolic link is followed only when its target is inside the build folder: a link to the
 * data folder must not publish it. Dot files are never served.
 * @param {string} root build/client
 * @param {{ connectSources?: string[] }} options
 */
export function indexSite(root, { connectSources = [] } = {}) {
  let realRoot;
  try {
    realRoot = realpathSync(root);
  } catch {
    throw new Error(`There is no built site in ${root}; run npm run build`);
  }
  /**
   * Request paths of the files that may be served (`/pricing/index.html`), with their sizes.
   * @type {Map<string, number>}
   */
  const files = new Map();
  /**
   * Request paths of links that point out of the build: never served, nor any compressed copy behind them.
   * @type {Set<string>}
   */
  const outside = new Set();
  /**
   * Page (request path) -> its Content-Security-Policy; pages share a few distinct policies.
   * @type {Map<string, string>}
   */
  const policies = new Map();
  /** @type {Map<string, string>} */
  const distinct = new Map();

  const inside = (/** @type {string} */ full) => {
    const real = realpathSync(full);
    return real === realRoot || real.startsWith(realRoot + path.sep);
  };

  /**
   * @param {string} dir
   * @param {string} prefix its request path
   */
  function walk(dir, prefix) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      const rel = `${prefix}/${entry.name}`;
      let kind = entry.isFile() ? lstatSync(full) : entry;
      if (entry.isSymbolicLink()) {
        try {
          if (!inside(full)) {
            outside.add(rel);
            continue;
          }
          kind = statSync(full);
        } catch {
          continue; // a dangling link names nothing
        }
      }
      if (kind.isDirectory()) walk(full, rel);
      else if (kind.isFile()) {
        // Only stats answer isFile() here: a file's entry, or a link's, was replaced by its stats above.
        files.set(rel, /** @type {import('node:fs').Stats} */ (kind).size);
        if (rel.endsWith('.html')) {
          const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(readFileSync(full, 'utf8')), connectSources });
          if (!distinct.has(policy)) distinct.set(policy, policy);
          policies.set(rel, distinct.get(policy) ?? policy);
        }
      }
    }
  }
  walk(root, '');

  const languages = new Set([...files.keys()].map((file) => /^\/([^/]+)\/404\.html$/.exec(file)?.[1]).filter((name) => name && languageFolder.test(name)));

  return {
    files,
    policies,
    /** Whether a compressed copy (`file.br`) is a link out of the build, and so must not be sent. */
    isOutside: (/** @type {string} */ file) => outside.has(file),
    /**
     * The language prefix of a path ('/es' of '/es/pricing'), '' for English.
     * @param {string} pathname
     */
    languagePrefix(pathname) {
      const first = pathname.split('/')[1];
      return first && languages.has(first) ? `/${first}` : '';
    },
    /**
     * The file a request path names: itself, `….html`, or its folder's `index.html`.
     * @param {string} pathname
     * @returns {string | null}
     */
    resolve(pathname) {
      const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '';
      return [pathname, `${bare}.html`, `${bare}/index.html`].find((candidate) => files.has(candidate)) ?? null;
    },
  };
}
