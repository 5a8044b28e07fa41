import { describe, expect, it } from 'vitest';
import { detailPaths, staticPaths } from '../prerender/prerenderPaths';
import { mainMenu } from './navigation';

describe("the header's menu, from the route table", () => {
  it('lists its groups in order, each opening its own page', () => {
    expect(mainMenu.map(({ label, to }) => [label, to])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Projects', '/project-3-column'],
      ['Team', '/team'],
      ['Blog', '/blog-standard'],
      ['Tools', '/costs'],
      ['Pages', '/about-us'],
    ]);
  });

  it("lists a group's pages in table order, a detail page by its first entry", () => {
    expect(mainMenu[1].children?.map(({ label, to }) => [label, to])).toEqual([
      ['Services 01', '/services'],
      ['Services 02', '/services-2'],
      ['Services 03', '/services-3'],
      ['Service Details', '/services-details/1'],
    ]);
    expect(mainMenu[0].children?.map(({ to }) => to)).toEqual([
      '/', '/home-2', '/home-3', '/business', '/home-1-dark', '/home-2-dark', '/home-3-dark', '/business-dark',
    ]);
  });

  it('leads only to pages the site has', () => {
    const pages = new Set([...staticPaths, ...detailPaths]);
    for (const item of mainMenu.flatMap((group) => [group, ...(group.children ?? [])])) expect(pages, item.label).toContain(item.to);
  });
});
