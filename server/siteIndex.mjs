import { lstatSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from './httpHeaders.mjs';

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
  /** Request paths of the files that may be served (`/pricing/index.html`), with their sizes. */
  const files = new Map();
  /** Request paths of links that point out of the build: never served, nor any compressed copy behind them. */
  const outside = new Set();
  /** Page (request path) -> its Content-Security-Policy; pages share a few distinct policies. */
  const policies = new Map();
  const distinct = new Map();

  const inside = (full) => {
    const real = realpathSync(full);
    return real === realRoot || real.startsWith(realRoot + path.sep);
  };

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
        files.set(rel, kind.size);
        if (rel.endsWith('.html')) {
          const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(readFileSync(full, 'utf8')), connectSources });
          if (!distinct.has(policy)) distinct.set(policy, policy);
          policies.set(rel, distinct.get(policy));
        }
      }
    }
  }
  walk(root, '');

  const languages = new Set(
    [...files.keys()].map((file) => /^\/([^/]+)\/404\.html$/.exec(file)?.[1]).filter((name) => name && languageFolder.test(name)),
  );

  return {
    files,
    policies,
    /** Whether a compressed copy (`file.br`) is a link out of the build, and so must not be sent. */
    isOutside: (file) => outside.has(file),
    /** The language prefix of a path ('/es' of '/es/pricing'), '' for English. */
    languagePrefix(pathname) {
      const first = pathname.split('/')[1];
      return first && languages.has(first) ? `/${first}` : '';
    },
    /** The file a request path names: itself, `….html`, or its folder's `index.html`. */
    resolve(pathname) {
      const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '';
      return [pathname, `${bare}.html`, `${bare}/index.html`].find((candidate) => files.has(candidate)) ?? null;
    },
  };
}
