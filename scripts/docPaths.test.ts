import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Folders whose files a doc names by path. */
const rooted = /^(src|scripts|server|stories|docs|public|supabase|\.storybook|\.ci)\//;

/**
 * The files and folders a doc names: backticked paths under the project's folders (`src/routes.ts`,
 * `scripts/site/`) and relative link targets. A path with a placeholder (`<language>`), a wildcard or
 * a choice of names (`{a,b}`) names a pattern, not a file; a query (`?locale=es`) or a line is cut off.
 */
export function namedPaths(markdown: string): string[] {
  const backticked = [...markdown.matchAll(/`([^`\s]+)`/g)].map(([, text]) => text);
  const linked = [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map(([, target]) => target).filter((target) => !/^[a-z]+:/.test(target));
  return [...new Set([...backticked.filter((text) => rooted.test(text)), ...linked])].filter((text) => !/[<>*{}$]/.test(text)).map((text) => text.replace(/[?:].*$/, '').replace(/[.,;)]+$/, ''));
}

/** Names of files given without their folder (`criticalStyles.ts`, `build/index.ts`): some file's path must end so. */
export function namedFiles(markdown: string): string[] {
  const backticked = [...markdown.matchAll(/`([^`\s]+)`/g)].map(([, text]) => text);
  return [...new Set(backticked.filter((text) => !rooted.test(text) && !/[<>*{}$]/.test(text) && /^[\w.-][\w./-]*\.(ts|tsx|mjs|js|json|css|sql)$/.test(text)))];
}

/** Files the deployment guide has a reader write on their own host, not files of this project. */
const writtenOnTheHost = ['functions/inquiries.js'];

/** Files a command writes and git ignores: a fresh checkout has none of them until it runs. */
const generated = ['src/messages/messages.d.ts'];

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');

describe('the docs name files that exist', () => {
  it.each(docs)('%s', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const from = (name: string) => (rooted.test(name) ? path.join(root, name) : path.join(root, path.dirname(doc), name));
    const missing = namedPaths(text).filter((name) => !generated.includes(name) && !existsSync(from(name)));
    const unknown = namedFiles(text).filter((name) => !writtenOnTheHost.includes(name) && !generated.includes(name) && !tracked.some((file) => file === name || file.endsWith(`/${name}`)));
    expect([...missing, ...unknown]).toEqual([]);
  });

  it('finds the paths a doc names', () => {
    expect(
      namedPaths('See `src/routes.ts`, `scripts/site/` and `src/content/pricing.ts?locale=es`, [docs](docs/testing.md#site), `npm test`, `src/messages/<language>.json`, [web](https://example.com).'),
    ).toEqual(['src/routes.ts', 'scripts/site/', 'src/content/pricing.ts', 'docs/testing.md']);
  });
});
