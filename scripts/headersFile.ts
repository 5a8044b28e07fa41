/**
 * A `_headers` file read as each host reads it, for the tests: what headers a request path gets.
 *
 * Cloudflare Pages (developers.cloudflare.com/pages/configuration/headers, checked 2026-12-02):
 * at most 100 rules, each line at most 2,000 characters; a rule's URL may hold one splat `*`
 * (any characters, greedily) and placeholders `:name` (anything but `/`); every matching rule
 * applies, and a header set by several is joined with ", "; `! Name` detaches a header.
 * Netlify (docs.netlify.com/manage/routing/headers, same date): `*` and `:name` stand for whole
 * path segments, matching ignores case and a trailing slash; Netlify's own parser
 * (netlify-headers-parser) reads the same blocks. Neither host applies `_headers` to a function's
 * answer.
 */
export type HeaderRule = { pattern: string; headers: [name: string, value: string][]; detach: string[] };
export type Host = 'cloudflare' | 'netlify';

export const cloudflareLimits = { rules: 100, lineLength: 2000 };

/** The rules; throws on a line neither host would read. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`line ${index + 1}: a header before any URL`);
    const detached = /^\s+!\s*([\w-]+)\s*$/.exec(line);
    if (detached) {
      rule.detach.push(detached[1]);
      continue;
    }
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!header) throw new Error(`line ${index + 1} is neither a URL nor "Name: value": ${line}`);
    rule.headers.push([header[1], header[2].trim()]);
  }
  return rules;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The request paths a rule's URL matches, as each host compiles it. */
export function ruleMatcher(pattern: string, host: Host): RegExp {
  if (host === 'cloudflare') {
    if ((pattern.match(/\*/g) ?? []).length > 1) throw new Error(`Cloudflare allows one splat in a URL: ${pattern}`);
    const source = escape(pattern)
      .replace(/\*/g, '.*')
      .replace(/:[A-Za-z]\w*/g, '[^/]+');
    return new RegExp(`^${source}$`);
  }
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') {
      if (index !== segments.length - 1) throw new Error(`Netlify reads * as the last segment only: ${pattern}`);
      source += '(?:/.*)?';
    } else if (segment.startsWith(':')) source += '/[^/]+';
    else if (segment.includes('*')) throw new Error(`Netlify reads * as a whole segment only: ${pattern}`);
    else source += `/${escape(segment)}`;
  }
  return new RegExp(`^${source || ''}/?$`, 'i');
}

/**
 * The headers a path gets from the file, each with the rules that set it (a header set by more
 * than one rule is the caller's to refuse: the hosts disagree on what it then sends).
 */
export function headersFor(rules: HeaderRule[], pathname: string, host: Host) {
  const found = new Map<string, { value: string; from: string[] }>();
  for (const rule of rules) {
    if (!ruleMatcher(rule.pattern, host).test(pathname)) continue;
    for (const name of rule.detach) found.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const seen = found.get(key);
      if (seen) {
        seen.value = host === 'cloudflare' ? `${seen.value}, ${value}` : value;
        seen.from.push(rule.pattern);
      } else found.set(key, { value, from: [rule.pattern] });
    }
  }
  return found;
}
