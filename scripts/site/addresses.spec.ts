import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { describe, inject, it } from 'vitest';
import { localePath } from '../../src/locale/localePath';
import type { SiteLocale } from '../../src/locale/siteLocales';
import { site } from '../../src/content/site';
import { inquiryPostPath } from '../../src/sections/ContactForm/inquiryPost';
import { pageRoutes, redirectPaths } from './routes';
import { testedLocales } from './testedLocales';
import { siteUrl } from './visit';

/*
 * Every same-site address a prerendered page carries stays in that page's language: links, form
 * actions, the canonical and og:url, structured data's url, @id and item, share links, and every
 * redirect's Location. An English address answers 200, so a link checker is satisfied by a Spanish
 * page that leads back into English; this reads the addresses themselves. The language menu and the
 * hreflang alternates are the exceptions, and must name this same page in every language.
 */
const clientDir = inject('clientDir');
const origin = new URL(site.siteUrl).origin;

/** Files every language shares (the build's assets, pictures, fonts, the sitemap): no language to keep. */
const shared = /^\/(assets|images|videos?|fonts|brands|rest)\/|^\/[^/]+\.(svg|png|jpe?g|webp|avif|ico|xml|txt|json|webmanifest|mp4|webm|vtt|woff2?)$/;

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
  /** A <template>'s content. */
  content?: Node;
}

interface Address {
  where: string;
  value: string;
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

/** Strings under url, @id, item, target and sameAs-free keys of structured data that point at this site. */
function structuredAddresses(data: unknown, where: string, found: Address[]) {
  if (Array.isArray(data)) data.forEach((item) => structuredAddresses(item, where, found));
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && ['url', '@id', 'item', 'target', 'urlTemplate'].includes(key)) found.push({ where: `${where} ${key}`, value });
      else structuredAddresses(value, where, found);
    }
  }
}

function addressesOf(html: string) {
  const found: Address[] = [];
  const menu: string[] = [];
  const alternates: { hreflang: string; href: string }[] = [];
  const walk = (node: Node) => {
    const name = node.nodeName;
    if (name === 'a' || name === 'area') {
      const href = attr(node, 'href');
      if (href !== undefined && attr(node, 'data-language-choice') !== undefined) menu.push(href);
      else if (href !== undefined) found.push({ where: `<a> "${text(node)}"`, value: href });
    }
    if (name === 'form') found.push({ where: '<form action>', value: attr(node, 'action') ?? '' });
    if (name === 'link') {
      const rel = attr(node, 'rel');
      if (rel === 'alternate' && attr(node, 'hreflang')) alternates.push({ hreflang: attr(node, 'hreflang')!, href: attr(node, 'href') ?? '' });
      else if (rel === 'canonical') found.push({ where: '<link rel=canonical>', value: attr(node, 'href') ?? '' });
    }
    if (name === 'meta' && attr(node, 'property') === 'og:url') found.push({ where: 'og:url', value: attr(node, 'content') ?? '' });
    if (name === 'script' && attr(node, 'type') === 'application/ld+json') {
      const json = node.childNodes?.map((child) => child.value ?? '').join('') ?? '';
      structuredAddresses(JSON.parse(json), 'JSON-LD', found);
    }
    for (const attribute of node.attrs ?? []) {
      // Share links carry the page's own address in their query.
      if (attribute.name === 'href' && /[?&](u|url)=/.test(attribute.value)) {
        const shared = new URL(attribute.value, origin).searchParams;
        for (const key of ['u', 'url']) if (shared.get(key)) found.push({ where: `share link ${new URL(attribute.value, origin).host}`, value: shared.get(key)! });
      }
    }
    node.childNodes?.forEach(walk);
    if (node.content) walk(node.content);
  };
  walk(parse(html) as unknown as Node);
  return { found, menu, alternates };
}

function text(node: Node): string {
  return (node.childNodes ?? [])
    .map((child) => (child.nodeName === '#text' ? (child.value ?? '') : text(child)))
    .join('')
    .trim()
    .slice(0, 40);
}

/** A same-site path of an address, or null for another site, a mail or phone link, an in-page anchor. */
function sitePathOf(value: string): string | null {
  if (!value || value.startsWith('#') || /^(mailto|tel|sms|data|javascript):/i.test(value)) return null;
  const url = new URL(value, `${origin}/`);
  if (url.origin !== origin) return null;
  return url.pathname;
}

const inLanguage = (pathname: string, locale: SiteLocale) =>
  locale.slug
    ? pathname === `/${locale.slug}/` || pathname === `/${locale.slug}` || pathname.startsWith(`/${locale.slug}/`)
    : !testedLocales.some((other) => other.slug && (pathname === `/${other.slug}/` || pathname.startsWith(`/${other.slug}/`)));

const fileOf = (route: string) => path.join(clientDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '').replace(/\/$/, '')}/index.html`);

let read = 0;

describe('every same-site address stays in its page language', () => {
  it.for(testedLocales.map((locale) => ({ locale, name: locale.slug || 'en' })))('$name: every page', ({ locale }, { expect }) => {
    const wrong: string[] = [];
    for (const route of pageRoutes) {
      const page = localePath(locale, route);
      const { found, menu, alternates } = addressesOf(readFileSync(fileOf(page), 'utf8'));
      for (const { where, value } of found) {
        const pathname = sitePathOf(value);
        read += 1;
        if (pathname === null || shared.test(pathname)) continue;
        if (!inLanguage(pathname, locale)) wrong.push(`${page}: ${where} → ${value}`);
      }
      // The language menu and the alternates name this page in each language, and nothing else.
      const canonicalPath = route;
      for (const href of menu) {
        const pathname = sitePathOf(href) ?? '';
        const other = testedLocales.find((candidate) => candidate.slug && inLanguage(pathname, candidate)) ?? testedLocales[0];
        if (pathname.replace(/\/$/, '') !== localePath(other, canonicalPath).replace(/\/$/, '') && !canonicalPath.endsWith('-dark')) wrong.push(`${page}: language menu → ${href}`);
      }
      expect(alternates.length, page).toBeGreaterThan(1);
      read += menu.length + alternates.length;
    }
    expect(wrong).toEqual([]);
  });
});

describe('redirects stay in the language they were asked in', () => {
  it.for(testedLocales.map((locale) => ({ locale, name: locale.slug || 'en' })))('$name: the bare detail paths and the posted form', async ({ locale }, { expect }) => {
    const wrong: string[] = [];
    for (const route of redirectPaths) {
      const response = await fetch(new URL(localePath(locale, route), siteUrl()), { redirect: 'manual' });
      const location = response.headers.get('location') ?? '';
      read += 1;
      if (!inLanguage(new URL(location, siteUrl()).pathname, locale)) wrong.push(`${localePath(locale, route)} → ${response.status} ${location}`);
    }
    // A form posted without scripts is answered in the language it was sent from (nothing stored: the honeypot is filled).
    const post = await fetch(new URL(localePath(locale, inquiryPostPath), siteUrl()), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Address Check', email: 'address.check@example.com', phone_no: '+1 555 0100', comments: 'address check', website: 'bot', locale: locale.tag.toLowerCase() }),
    });
    read += 1;
    // Stored: sent on to the language's contact page; refused (the per-address limit, as here after a few languages): that page itself.
    const location = post.headers.get('location');
    if (location !== null && !inLanguage(new URL(location, siteUrl()).pathname, locale)) wrong.push(`POST ${localePath(locale, inquiryPostPath)} → ${post.status} ${location}`);
    if (location === null) {
      const html = await post.text();
      const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      if (lang !== locale.tag || !inLanguage(new URL(canonical, siteUrl()).pathname, locale))
        wrong.push(`POST ${localePath(locale, inquiryPostPath)} → ${post.status} answered in ${lang} (${canonical})`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the count', () => {
  it('read the addresses of every page', ({ expect }) => {
    console.log(`addresses: ${read} same-site addresses and redirects read on ${pageRoutes.length * testedLocales.length} pages`);
    expect(read).toBeGreaterThan(pageRoutes.length * testedLocales.length);
  });
});
