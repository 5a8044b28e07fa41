// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detailRoutes, homeVariants, simplePages } from './routeTable';
import { anchorPath, detailBase, detailPath, sitePath } from './sitePaths';
import { sourceFiles } from './testSupport/sourceGraph';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Where pages are linked from; src/routeTable.ts and src/sitePaths.ts, which spell the paths, sit outside. */
const linkingFolders = ['sections', 'pages', 'content', 'app', 'islands'];

const firstSegments = [...homeVariants.flatMap((v) => [v.path, v.darkPath]), ...simplePages.map((p) => p.path), ...detailRoutes.map((d) => d.base)].filter(Boolean);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A literal's text that names a page ('/pricing?tab=phone', '/team-details/${id}') or a home anchor ('/#footer'). */
const pagePath = new RegExp(`^/(?:#|(?:${firstSegments.map(escaped).join('|')})(?![\\w-]))`);

// Comments first, so a quote inside one does not open a string; a comment is skipped, a literal kept.
const token = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

/** sitePath's own argument: tsc holds it to the route table. */
const checkedArgument = /\bsitePath\(\s*$/;

/** Each string or template literal of `text` that spells a page's path by hand, as `file:line: literal`. */
function handWrittenPaths(text: string, file: string): string[] {
  return [...text.matchAll(token)].flatMap((match) => {
    const literal = match[0];
    if (literal.startsWith('/') || !pagePath.test(literal.slice(1)) || checkedArgument.test(text.slice(0, match.index))) return [];
    const line = text.slice(0, match.index).split('\n').length;
    return [`${file}:${line}: ${literal}`];
  });
}

describe('the builders of a page path', () => {
  it('names a page, with its query from an object', () => {
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/pricing')).toBe('/pricing');
    expect(sitePath('/pricing', { tab: 'phone' })).toBe('/pricing?tab=phone');
    expect(sitePath('/pricing', {})).toBe('/pricing');
  });

  it('encodes the query as the blog filters always have (URLSearchParams)', () => {
    expect(sitePath('/blog-with-sidebar', { category: 'Bank accounts & taxes' })).toBe('/blog-with-sidebar?category=Bank+accounts+%26+taxes');
    expect(sitePath('/contact-us', { country: 'NG' })).toBe('/contact-us?country=NG');
  });

  it('names an anchor on the home page', () => {
    expect(anchorPath('footer')).toBe('/#footer');
    expect(anchorPath('services')).toBe('/#services');
    expect(anchorPath('')).toBe('/#');
  });

  it("names an entry's page by its base, or by a list's base path", () => {
    expect(detailPath('team-details', 3)).toBe('/team-details/3');
    expect(detailBase('blog-single')).toBe('/blog-single');
    expect(detailPath(detailBase('blog-single-sidebar'), 2)).toBe('/blog-single-sidebar/2');
  });

  it('takes only what the route table has (tsc checks the marked lines)', () => {
    // @ts-expect-error: no such page
    expect(sitePath('/pricng')).toBe('/pricng');
    // @ts-expect-error: an entry's page is a detailPath
    expect(sitePath('/team-details')).toBe('/team-details');
    // @ts-expect-error: 'team' has no entries
    expect(detailPath('team', 1)).toBe('/team/1');
  });
});

describe('no page path is written by hand', () => {
  it('finds one where there is one, and not in a comment, a file or another site', () => {
    const sample = [
      "  freeTrial: { label: t.actions_freeTrial, to: '/pricing' },",
      'export const profileHref = (id: number) => `/team-details/${id}`;',
      '      <BlogGrid posts={blogPosts} linkBase="/blog-single" columns={4} />',
      "export const aboutAnchor = { label: t.anchors_about, to: '/#footer' } satisfies Cta;",
      "  nextPlans: { label: t.countryCheck_nextPlans, to: '/pricing?tab=incorporations' },",
      "// Sent to '/contact-us' when it's stored",
      "/** The post route, e.g. '/blog-single/1'. */",
      "  image: '/images/team/member-1.webp', site: 'https://example.com/pricing', post: '/inquiries', home: '/', other: '/teamwork',",
      "  cta: { label: t.cta, to: sitePath('/pricing', { tab: 'phone' }) }, url: pageUrl(`/pricing?tab=${tab.id}`),",
    ].join('\n');
    expect(handWrittenPaths(sample, 'sample.ts')).toEqual([
      "sample.ts:1: '/pricing'",
      'sample.ts:2: `/team-details/${id}`',
      'sample.ts:3: "/blog-single"',
      "sample.ts:4: '/#footer'",
      "sample.ts:5: '/pricing?tab=incorporations'",
      'sample.ts:9: `/pricing?tab=${tab.id}`',
    ]);
  });

  it('has none: every link, address and base comes from src/sitePaths.ts', () => {
    const files = linkingFolders.flatMap((folder) => sourceFiles(path.join(src, folder)));
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) => handWrittenPaths(readFileSync(file, 'utf8'), path.relative(src, file).split(path.sep).join('/')));
    expect(found).toEqual([]);
  });
});
