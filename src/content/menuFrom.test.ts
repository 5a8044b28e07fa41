import { describe, expect, it } from 'vitest';
import { detailPaths, staticPaths } from '../prerender/prerenderPaths';
import { layoutEntries } from '../routeTable';
import { mainMenu } from './navigation';
import { services } from './services';

describe("the header's menu, from the route table", () => {
  it('offers what a founder looks for, in order, each group opening its own page', () => {
    expect(mainMenu.map(({ label, to }) => [label, to])).toEqual([
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Tools', '/costs'],
      ['Company', '/about-us'],
      ['Contact', '/contact-us'],
    ]);
  });

  it('lists every service, the tools and the company pages; pricing and contact are plain links', () => {
    expect(mainMenu[0].children?.map(({ label, to }) => [label, to])).toEqual([['All services', '/services'], ...services.map((service) => [service.title, `/services-details/${service.id}`])]);
    expect(mainMenu[2].children?.map(({ to }) => to)).toEqual(['/costs', '/eligibility', '/compliance-calendar', '/launch-plan']);
    expect(mainMenu[3].children?.map(({ label, to }) => [label, to])).toEqual([
      ['About', '/about-us'],
      ['Our team', '/team'],
      ['Client stories', '/project-3-column'],
      ['Blog', '/blog-with-sidebar'],
    ]);
    expect(mainMenu[1].children).toBeUndefined();
    expect(mainMenu[4].children).toBeUndefined();
  });

  it('names no layout: the layouts are listed on /layouts', () => {
    const listed = mainMenu.flatMap((group) => [group, ...(group.children ?? [])]).map((item) => item.to);
    for (const layout of layoutEntries.filter((entry) => entry.of !== null)) expect(listed).not.toContain(layout.to);
    expect(mainMenu.flatMap((group) => [group, ...(group.children ?? [])]).some((item) => /\b0\d\b|Column|Sidebar/.test(item.label))).toBe(false);
  });

  it('leads only to pages the site has', () => {
    const pages = new Set([...staticPaths, ...detailPaths]);
    for (const item of mainMenu.flatMap((group) => [group, ...(group.children ?? [])])) expect(pages, item.label).toContain(item.to);
  });
});
