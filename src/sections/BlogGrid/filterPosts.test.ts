import { describe, expect, it } from 'vitest';
import { filterPosts, hasBlogFilters, readBlogFilters } from './filterPosts';

const post = (title: string, category: string, tags: string[], date: string) => ({ title, category, tag: tags[0], tags, date });

const posts = [
  post('LLC or C-Corp: which US company should a non-resident form?', 'Company Formation', ['LLC', 'C-Corp'], '2026-10-12'),
  post('How to get an EIN without a Social Security number', 'Taxes', ['EIN', 'IRS'], '2026-09-28'),
  post('US taxes for non-resident owners: the yearly calendar', 'Taxes', ['Taxes', 'IRS', 'Wyoming'], '2026-07-21'),
  post('Opening a US business bank account from abroad', 'Banking', ['Banking'], '2026-07-02'),
];
const titles = (list: { title: string }[]) => list.map((p) => p.title.slice(0, 12));

describe('filterPosts', () => {
  it('returns every post, in order, without filters', () => {
    expect(filterPosts(posts, {})).toEqual(posts);
  });

  it('searches titles ignoring case and word order', () => {
    expect(titles(filterPosts(posts, { search: 'llc' }))).toEqual(['LLC or C-Cor']);
    expect(titles(filterPosts(posts, { search: '  corp   LLC ' }))).toEqual(['LLC or C-Cor']);
    expect(titles(filterPosts(posts, { search: 'non-resident' }))).toEqual(['LLC or C-Cor', 'US taxes for']);
  });

  it('does not search outside the title', () => {
    expect(titles(filterPosts(posts, { search: 'Taxes' }))).toEqual(['US taxes for']);
    expect(filterPosts(posts, { search: 'Wyoming' })).toEqual([]);
  });

  it('returns nothing for nonsense', () => {
    expect(filterPosts(posts, { search: 'qwxzzy' })).toEqual([]);
  });

  it('matches whole category names ignoring case', () => {
    expect(titles(filterPosts(posts, { category: 'taxes' }))).toEqual(['How to get a', 'US taxes for']);
    expect(filterPosts(posts, { category: 'Tax' })).toEqual([]);
  });

  it('matches a tag among the post tags', () => {
    expect(titles(filterPosts(posts, { tag: 'IRS' }))).toEqual(['How to get a', 'US taxes for']);
    expect(filterPosts(posts, { tag: 'Data science' })).toEqual([]);
  });

  it('matches an archive month, not a prefix of another month', () => {
    expect(titles(filterPosts(posts, { month: '2026-07' }))).toEqual(['US taxes for', 'Opening a US']);
    expect(filterPosts(posts, { month: '2026-1' })).toEqual([]);
  });

  it('combines filters', () => {
    expect(titles(filterPosts(posts, { category: 'Taxes', month: '2026-07', search: 'calendar' }))).toEqual(['US taxes for']);
    expect(filterPosts(posts, { category: 'Banking', tag: 'IRS' })).toEqual([]);
  });
});

describe('readBlogFilters', () => {
  it('reads the known keys and drops blank ones', () => {
    const params = new URLSearchParams('search=%20llc%20&category=&tag=IRS&page=2&month=2026-07');
    expect(readBlogFilters(params)).toEqual({ search: 'llc', tag: 'IRS', month: '2026-07' });
    expect(hasBlogFilters(readBlogFilters(params))).toBe(true);
    expect(hasBlogFilters(readBlogFilters(new URLSearchParams('page=2&search=%20')))).toBe(false);
  });
});
