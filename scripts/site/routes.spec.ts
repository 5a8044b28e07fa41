import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { translatedLocales } from '../../src/locale/siteLocales';
import { canonicalPath } from '../../src/platform/canonicalPath';
import { pageRoutes, redirectPaths } from './routes';
import { writeTally } from './tally';
import { connectBrowser, openRoute, reportIssues, siteUrl, waitForHydration } from './visit';

type SchemaNode = { '@type': string; inLanguage?: string; url?: string };
/** A JSON-LD block's nodes: one, or a `@graph` of several. */
const nodesOf = (data: SchemaNode & { '@graph'?: SchemaNode[] }) => data['@graph'] ?? [data];

/** What the server answers besides the pages: unknown paths, the bare detail paths, crawler files. */
let browser: Browser;
const unknownRoutes = ['/nope', '/blog-single/999', '/team-details/abc'];
const notFoundText = 'Sorry Page Was Not Found!';
let visits = 0;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  writeTally('routes', { visits });
});

describe.concurrent('an unknown path', () => {
  it.each(unknownRoutes)('%s answers 404 with the not-found page, hydrated without errors', async (route) => {
    const visit = await openRoute(browser, route, { expectStatus: 404 });
    visits += 1;
    try {
      expect(visit.status).toBe(404);
      await waitForHydration(visit.page);
      await visit.page.getByText(notFoundText).waitFor({ state: 'visible', timeout: 10_000 });
      expect(await visit.page.title()).not.toBe('');
      reportIssues(route, visit.problems);
    } finally {
      await visit.close();
    }
  });

  it.each(unknownRoutes)('%s shows the not-found message without JavaScript', async (route) => {
    const visit = await openRoute(browser, route, { javaScript: false, expectStatus: 404 });
    visits += 1;
    try {
      expect(visit.status).toBe(404);
      expect(await visit.page.getByText(notFoundText).count()).toBeGreaterThan(0);
    } finally {
      await visit.close();
    }
  });
});

describe.concurrent('each language', () => {
  it.each([
    ['/fr/nope', 'fr', 'dir="ltr"'],
    ['/ar/nope', 'ar', 'dir="rtl"'],
    ['/pt-br/blog-single/999', 'pt-BR', 'dir="ltr"'],
  ])('an unknown path under its prefix (%s) answers 404 with its own not-found page', async (route, lang, dir) => {
    const response = await fetch(new URL(route, siteUrl()));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}" ${dir}`);
    expect(html).not.toContain(notFoundText);
  });

  it('a bare detail path under a prefix redirects within its language', async () => {
    const response = await fetch(new URL('/es/services-details', siteUrl()), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/es/services-details/1');
  });

  it.each([
    ['/es/', 'es', 'es_LA', 'FAQPage'],
    ['/ar/eligibility', 'ar', 'ar_AR', 'WebApplication'],
    ['/fr/costs', 'fr', 'fr_FR', 'WebApplication'],
  ])('%s tells search engines and link previews its language', async (route, lang, ogLocale, pageType) => {
    const html = await (await fetch(new URL(route, siteUrl()))).text();
    expect(html).toContain(`<meta property="og:locale" content="${ogLocale}"/>`);
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(([, json]) => nodesOf(JSON.parse(json)));
    const prefix = route.split('/')[1];
    expect(nodes.find((node) => node['@type'] === 'WebSite')).toMatchObject({ inLanguage: lang, url: `${site.siteUrl}/${prefix}/` });
    expect(nodes.find((node) => node['@type'] === pageType)).toMatchObject({ inLanguage: lang });
  });

  it.each([
    ['/es/pricing', '/es/pricing'],
    ['/ar/home-1-dark', '/ar/'],
    ['/pt-br/', '/pt-br/'],
  ])('%s names its own language as canonical and lists every language with x-default', async (route, canonical) => {
    const html = await (await fetch(new URL(route, siteUrl()))).text();
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${canonical}"/>`);
    const path = canonical.replace(/^\/(es|pt-br|fr|ar)\//, '/');
    for (const [lang, prefix] of [
      ['en', ''],
      ['es', '/es'],
      ['pt-BR', '/pt-br'],
      ['fr', '/fr'],
      ['ar', '/ar'],
      ['x-default', ''],
    ]) {
      const href = `${site.siteUrl}${prefix}${path === '/' && prefix ? '/' : path}`;
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
    }
  });
});

describe('the bare detail paths', () => {
  it.each(redirectPaths)('%s redirects permanently to its first entry', async (route) => {
    const response = await fetch(new URL(route, siteUrl()), { redirect: 'manual' });
    expect(response.status).toBe(301);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(`${route}/1`);
    expect((await fetch(new URL(location, siteUrl()))).status).toBe(200);
  });
});

describe('files for crawlers', () => {
  it('the sitemap lists only pages that answer 200, every light page among them', async () => {
    const xml = await (await fetch(new URL('/sitemap.xml', siteUrl()))).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThan(0);
    expect(xml).toContain(`<loc>${site.siteUrl}/</loc>`);
    const statuses = await Promise.all(paths.map(async (p) => [p, (await fetch(new URL(p, siteUrl()), { method: 'HEAD' })).status] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    // Each content once: every visitor page, and no layout (a layout names its visitor page as canonical).
    expect(pageRoutes.filter((p) => canonicalPath(p) === p && p !== '/layouts' && !paths.includes(p))).toEqual([]);
    const withinLanguage = (p: string) => p.replace(new RegExp(`^/(${translatedLocales.map((l) => l.slug).join('|')})(?=/|$)`), '') || '/';
    expect(paths.filter((p) => canonicalPath(withinLanguage(p)) !== withinLanguage(p).replace(/(.)\/$/, '$1'))).toEqual([]);
  });

  it('robots.txt allows the site, keeps crawlers off the endpoint and names the sitemap', async () => {
    const robots = await (await fetch(new URL('/robots.txt', siteUrl()))).text();
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/rest\/$/m);
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  it.each([
    ['/', ['Organization', 'FAQPage']],
    ['/pricing', ['Organization', 'BreadcrumbList', 'OfferCatalog']],
    ['/business', ['Organization', 'OfferCatalog']],
    ['/about-us', ['Organization', 'BreadcrumbList']],
  ])('%s states its structured data in the prerendered HTML', async (route, types) => {
    const html = await (await fetch(new URL(route, siteUrl()))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const found = blocks.flatMap(([, json]) => nodesOf(JSON.parse(json)).map((node) => node['@type']));
    expect(found.sort()).toEqual([...types, 'WebSite'].sort());
  });

  it('/404 itself is not a page that answers 200', async () => {
    expect((await fetch(new URL('/404', siteUrl()))).status).toBe(404);
  });
});
