import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageLinks, type PageLinksLabels, pageSearch, paginate } from '../../components/PageLinks';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { BlogPostSummary, SectionHeading as Heading } from '../../types/content';
import { ActiveFilters, type ActiveFiltersLabels } from './ActiveFilters';
import { BlogCard, type BlogCardLabels } from './BlogCard';
import { filterPosts, hasBlogFilters, readBlogFilters } from './filterPosts';
import { useClientSearchParams } from './useClientSearchParams';
import { detailPath, type DetailBasePath } from '../../sitePaths';

export interface BlogGridLabels extends BlogCardLabels, PageLinksLabels {
  /** Names the list for assistive technology when no visible heading is given. */
  postsHeading: string;
  /** The filter summary's words: 'Showing 2 posts for', the chip captions, 'Show all posts' and the no-match line. */
  filters: ActiveFiltersLabels;
}

export interface BlogGridProps {
  /** Every post, newest first; filters, `limit` and pages pick from these in order. */
  posts: BlogPostSummary[];
  /** Post routes are `${linkBase}/${id}`: '/blog-single' or '/blog-single-sidebar'. */
  linkBase: DetailBasePath;
  /** Cards per row on large screens; 1 is the wide 'standard' layout. */
  columns?: 1 | 2 | 3 | 4;
  /** Show at most this many posts (the home preview). */
  limit?: number;
  /** Split the list into pages of this size, with `?page=` links. */
  pageSize?: number;
  /** Apply `?search=`, `?category=`, `?tag=` and `?month=` from the URL. */
  filterable?: boolean;
  /** Names the archive months in the filter summary. */
  archives?: { month: string; label: string }[];
  /** Eyebrow and h2 title above the cards (the home preview); without it a hidden h2 from `labels.postsHeading` names the list. */
  heading?: Heading;
  /** The section's id ('blog' unless given); also the start of its heading's id. */
  id?: string;
  /** The band's colour: the page background (default), paper or brand. */
  background?: SectionBackground;
  /** A sidebar beside the list on large screens, below it on smaller ones. */
  aside?: ReactNode;
  /** Every fixed word: the hidden heading, Read more, the page links and the filter summary. */
  labels: BlogGridLabels;
}

const cardSizes = {
  1: { xs: 12 },
  2: { xs: 12, sm: 6 },
  3: { xs: 12, sm: 6, md: 4 },
  4: { xs: 12, sm: 6, lg: 3 },
} as const;

/** Post cards in a grid, optionally filtered by the URL and split into pages. */
export function BlogGrid({ posts, linkBase, columns = 3, limit, pageSize, filterable = false, archives = [], heading, id = 'blog', background = 'default', aside, labels }: BlogGridProps) {
  const params = useClientSearchParams();
  const filters = filterable ? readBlogFilters(params) : {};
  const filtered = filterPosts(posts, filters);
  const limited = limit === undefined ? filtered : filtered.slice(0, limit);
  const { items, page, pageCount } = pageSize ? paginate(limited, params.get('page'), pageSize) : { items: limited, page: 1, pageCount: 1 };

  // After a page link, bring the first post into view and focus the list so reading starts there.
  const listRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const headingId = `${id}-heading`;
  const list = (
    <>
      {filterable && hasBlogFilters(filters) ? (
        <ActiveFilters filters={filters} count={filtered.length} monthLabel={(month) => archives.find((a) => a.month === month)?.label} labels={labels.filters} />
      ) : null}
      <Box ref={listRef} tabIndex={-1} sx={{ scrollMarginTop: 112, outline: 'none' }}>
        <Grid container component="ul" spacing={columns === 1 ? 4 : 3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((post) => (
            <Grid key={post.id} component="li" size={cardSizes[columns]}>
              <BlogCard post={post} href={detailPath(linkBase, post.id)} variant={columns === 1 ? 'wide' : 'card'} labels={labels} />
            </Grid>
          ))}
        </Grid>
      </Box>
      {pageCount > 1 ? (
        // Filters ride along in the query, and page 1 is the bare URL.
        <PageLinks
          page={page}
          pageCount={pageCount}
          searchFor={(n) => pageSearch(params, 'page', n)}
          labels={labels}
          sx={{ mt: 6, '& ul': { justifyContent: 'center' }, '& .MuiPaginationItem-root': { minWidth: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 }, mx: { xs: 0.25, sm: 0.5 } } }}
        />
      ) : null}
    </>
  );

  return (
    <Section id={id} background={background} labelledBy={headingId}>
      {heading ? (
        <SectionHeading id={headingId} {...heading} />
      ) : (
        <Typography id={headingId} variant="h2" className="visually-hidden">
          {labels.postsHeading}
        </Typography>
      )}
      {aside ? (
        <Grid container spacing={{ xs: 6, lg: 5 }}>
          <Grid size={{ xs: 12, lg: 8 }}>{list}</Grid>
          <Grid size={{ xs: 12, lg: 4 }}>{aside}</Grid>
        </Grid>
      ) : (
        list
      )}
    </Section>
  );
}
