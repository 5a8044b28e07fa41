import { describe, expect, it } from 'vitest';
import { canonicalPath, indexablePaths, robotsTxt, sitemapXml } from './seoFiles';

describe('canonical paths', () => {
  it('points dark twins at their light page', () => {
    expect(canonicalPath('/home-1-dark')).toBe('/');
    expect(canonicalPath('/home-2-dark')).toBe('/home-2');
    expect(canonicalPath('/business-dark')).toBe('/business');
    expect(canonicalPath('/pricing/')).toBe('/pricing');
  });
});

describe('sitemap', () => {
  it('lists every page once, with the detail ids and without dark twins', () => {
    const paths = indexablePaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/blog-single/1');
    expect(paths).toContain('/team-details/8');
    expect(paths.some((p) => p.endsWith('-dark'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    const xml = sitemapXml('2026-06-15');
    expect(xml.match(/<url>/g)).toHaveLength(paths.length * 5);
    expect(xml).toContain('<loc>https://starbridge.example/pricing</loc>');
  });

  it('lists each page in every language, with all its languages and x-default as alternates', () => {
    const xml = sitemapXml('2026-06-15');
    const entry = xml.split('\n').find((line) => line.includes('<loc>https://starbridge.example/ar/pricing</loc>'));
    expect(entry).toBeDefined();
    for (const [lang, href] of [['en', '/pricing'], ['es', '/es/pricing'], ['pt-BR', '/pt-br/pricing'], ['fr', '/fr/pricing'], ['ar', '/ar/pricing'], ['x-default', '/pricing']]) {
      expect(entry).toContain(`hreflang="${lang}" href="https://starbridge.example${href}"`);
    }
    expect(xml).toContain('<loc>https://starbridge.example/es/</loc>');
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt()).toContain('Sitemap: https://starbridge.example/sitemap.xml');
  });
});
