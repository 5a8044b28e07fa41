import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { SocialLink } from '../../types/content';
import { useClientSearchParams } from '../BlogGrid/useClientSearchParams';
import { SidebarFilterLinks } from './SidebarFilterLinks';
import { SidebarGallery } from './SidebarGallery';
import { SidebarRecentPosts } from './SidebarRecentPosts';
import { SidebarSearch } from './SidebarSearch';
import { SidebarSocial } from './SidebarSocial';
import { SidebarTags } from './SidebarTags';
import { SidebarWidget } from './SidebarWidget';
import type { SidebarPost } from './types';
import { sitePath, type DetailBasePath, type PagePath } from '../../sitePaths';

export type { SidebarPost } from './types';

export type SidebarWidgetKey = 'search' | 'recentPosts' | 'categories' | 'gallery' | 'archives' | 'social' | 'tags';

export const allSidebarWidgets: readonly SidebarWidgetKey[] = ['search', 'recentPosts', 'categories', 'gallery', 'archives', 'social', 'tags'];

export interface BlogSidebarLabels extends Record<SidebarWidgetKey, string> {
  /** Names the sidebar landmark. */
  label: string;
  /** The search box's visible label: 'Search posts'. */
  searchLabel: string;
  /** Grey hint inside the empty search box: 'Search by title'. */
  searchPlaceholder: string;
  /** Spoken name of the magnifier button that sends the search. */
  searchSubmit: string;
  /** Added to each social link's spoken name: '(opens in a new tab)'. */
  opensInNewTab: string;
}

export interface BlogSidebarProps {
  /** The list that filter links and the search lead to: '/blog-with-sidebar'. */
  listPath: PagePath;
  /** Post routes are `${linkBase}/${id}`. */
  linkBase: DetailBasePath;
  /** Shown under "Recent Posts": thumbnail, date and linked title of each; the site passes the first three posts. */
  recentPosts: SidebarPost[];
  /** Shown as square thumbnails, three to a row, each linking to its post. */
  galleryPosts: SidebarPost[];
  /** One filter link per category, with its post count in brackets. */
  categories: { name: string; count: number }[];
  /** One filter link per month ('2026-10'), shown by its label ('October 2026'). */
  archives: { month: string; label: string }[];
  /** Shown as a cloud of chips, each filtering the list by that tag. */
  tags: string[];
  /** The brand's profiles, shown as round icon buttons that open a new tab. */
  social: SocialLink[];
  /** Which widgets to show, in this order; all seven by default. */
  widgets?: readonly SidebarWidgetKey[];
  /** Every word of the sidebar: the landmark's name, widget titles and the search labels. */
  labels: BlogSidebarLabels;
}

/** The blog's sidebar: search, recent posts, categories, gallery, archives, social links and tags. */
export function BlogSidebar({ listPath, linkBase, recentPosts, galleryPosts, categories, archives, tags, social, widgets = allSidebarWidgets, labels }: BlogSidebarProps) {
  // The filter the list shows now is marked in the sidebar, so it doubles as the filter's state.
  const params = useClientSearchParams();
  const hrefFor = (key: string) => (value: string) => sitePath(listPath, { [key]: value });
  const current = (key: string) => params.get(key) ?? undefined;

  const content: Record<SidebarWidgetKey, ReactNode> = {
    search: <SidebarSearch action={listPath} labels={labels} />,
    recentPosts: <SidebarRecentPosts posts={recentPosts} linkBase={linkBase} />,
    categories: <SidebarFilterLinks items={categories.map(({ name, count }) => ({ label: name, value: name, count }))} hrefFor={hrefFor('category')} current={current('category')} />,
    gallery: <SidebarGallery posts={galleryPosts} linkBase={linkBase} />,
    archives: <SidebarFilterLinks items={archives.map(({ month, label }) => ({ label, value: month }))} hrefFor={hrefFor('month')} current={current('month')} />,
    social: <SidebarSocial links={social} opensInNewTab={labels.opensInNewTab} />,
    tags: <SidebarTags tags={tags} hrefFor={hrefFor('tag')} current={current('tag')} />,
  };

  return (
    <Stack component="aside" aria-label={labels.label} spacing={4}>
      {widgets.map((key) => (
        <SidebarWidget key={key} id={`sidebar-${key}`} title={labels[key]}>
          {content[key]}
        </SidebarWidget>
      ))}
    </Stack>
  );
}
