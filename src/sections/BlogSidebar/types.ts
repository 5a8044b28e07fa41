import type { BlogPost } from '../../types/content';

export type SidebarPost = Pick<BlogPost, 'id' | 'title' | 'date' | 'displayDate' | 'image'>;

/** One entry of a filter list: the link text, the URL value, and an optional count. */
export interface SidebarFilterItem {
  label: string;
  value: string;
  count?: number;
}
