import type { BlogPost } from '../../types/content';

/** What a visitor can narrow the blog list by; each comes from the URL (`?search=`, `?category=`...). */
export interface BlogFilters {
  search?: string;
  category?: string;
  tag?: string;
  /** 'YYYY-MM' */
  month?: string;
}

export const blogFilterKeys = ['search', 'category', 'tag', 'month'] as const satisfies readonly (keyof BlogFilters)[];

const fold = (text: string) => text.trim().toLocaleLowerCase('en-US');

/** The filters present in a query string; blank values count as absent. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const filters: BlogFilters = {};
  for (const key of blogFilterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function hasBlogFilters(filters: BlogFilters): boolean {
  return blogFilterKeys.some((key) => Boolean(filters[key]?.trim()));
}

/**
 * The posts matching every given filter, in their original order.
 * Search matches titles word by word in any order ('corp llc' finds 'LLC or C-Corp'), ignoring case;
 * category and tag match whole names ignoring case; month matches the post's 'YYYY-MM'.
 */
export function filterPosts<T extends Pick<BlogPost, 'title' | 'category' | 'tag' | 'tags' | 'date'>>(posts: readonly T[], { search, category, tag, month }: BlogFilters): T[] {
  const words = search ? fold(search).split(/\s+/).filter(Boolean) : [];
  const wantedCategory = category ? fold(category) : '';
  const wantedTag = tag ? fold(tag) : '';
  const wantedMonth = month?.trim() ?? '';
  return posts.filter((post) => {
    const title = fold(post.title);
    if (!words.every((word) => title.includes(word))) return false;
    if (wantedCategory && fold(post.category) !== wantedCategory) return false;
    if (wantedTag && ![post.tag, ...post.tags].some((t) => fold(t) === wantedTag)) return false;
    if (wantedMonth && !post.date.startsWith(`${wantedMonth}-`)) return false;
    return true;
  });
}
