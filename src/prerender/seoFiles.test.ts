import { describe, expect, it } from 'vitest';
import { canonicalPath, indexablePaths, robotsTxt, sitemapXml } from './seoFiles';

describe('canonical paths', () => {
  it('points dark twins at their light page', () => {
    expect(canonicalPath('/home-1-dark')).toBe('/');
    expect(canonicalPath('/pricing-dark')).toBe('/pricing');
    expect(canonicalPath('/pricing/')).toBe('/pricing');
  });

  it('points a layout at the visitor page it lays out, dark twins included', () => {
    expect(canonicalPath('/home-2')).toBe('/');
    expect(canonicalPath('/business-dark')).toBe('/');
    expect(canonicalPath('/services-3')).toBe('/services');
    expect(canonicalPath('/team-2')).toBe('/team');
    expect(canonicalPath('/project-carousel')).toBe('/project-3-column');
    expect(canonicalPath('/blog-3-column')).toBe('/blog-with-sidebar');
    expect(canonicalPath('/blog-single-sidebar/3')).toBe('/blog-single/3');
    expect(canonicalPath('/team-details/3')).toBe('/team-details/3');
  });
});

describe('sitemap', () => {
  it('lists every page once, with the detail ids and without dark twins', () => {
    const paths = indexablePaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/blog-single/1');
    expect(paths).toContain('/team-details/8');
    expect(paths.some((p) => p.endsWith('-dark'))).toBe(false);
    // One content, one address: no layout and not the designers' list of layouts.
    for (const layout of ['/home-2', '/business', '/services-2', '/team-3', '/project-2-column', '/blog-standard', '/blog-single-sidebar/1', '/layouts']) expect(paths).not.toContain(layout);
    expect(paths).toContain('/services');
    expect(new Set(paths).size).toBe(paths.length);
    const xml = sitemapXml('2026-06-15');
    expect(xml.match(/<url>/g)).toHaveLength(paths.length * 5);
    expect(xml).toContain('<loc>https://starbridge.example/pricing</loc>');
  });

  it('lists each page in every language, with all its languages and x-default as alternates', () => {
    const xml = sitemapXml('2026-06-15');
    const entry = xml.split('\n').find((line) => line.includes('<loc>https://starbridge.example/ar/pricing</loc>'));
    expect(entry).toBeDefined();
    for (const [lang, href] of [
      ['en', '/pricing'],
      ['es', '/es/pricing'],
      ['pt-BR', '/pt-br/pricing'],
      ['fr', '/fr/pricing'],
      ['ar', '/ar/pricing'],
      ['x-default', '/pricing'],
    ]) {
      expect(entry).toContain(`hreflang="${lang}" href="https://starbridge.example${href}"`);
    }
    expect(xml).toContain('<loc>https://starbridge.example/es/</loc>');
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt()).toContain('Sitemap: https://starbridge.example/sitemap.xml');
  });
});
