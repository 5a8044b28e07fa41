import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { SiteLink } from '../SiteLink';

export interface PageLinksLabels {
  pagination: string;
  page: (n: number) => string;
  previousPage: string;
  nextPage: string;
}

export interface PageLinksProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The query string (`?…`, or '' for the bare URL) that opens page `n`; the caller owns its URL scheme. */
  searchFor: (n: number) => string;
  labels: PageLinksLabels;
  sx?: PaginationProps['sx'];
}

/** Page links (`?page=2`): real links, so every page can be bookmarked, shared and opened in a new tab. */
export function PageLinks({ page, pageCount, searchFor, labels, sx }: PageLinksProps) {
  return (
    <Pagination
      aria-label={labels.pagination}
      page={page}
      count={pageCount}
      color="primary"
      shape="rounded"
      size="large"
      getItemAriaLabel={(type, n) => (type === 'previous' ? labels.previousPage : type === 'next' ? labels.nextPage : labels.page(n ?? 1))}
      renderItem={(item) =>
        item.type === 'page' || item.type === 'previous' || item.type === 'next' ? (
          <PaginationItem
            {...item}
            component={SiteLink}
            to={{ search: searchFor(item.page ?? 1) }}
            // An <a> has no disabled state: keep a dead previous/next link out of the tab order and announce it as unavailable.
            {...(item.disabled ? { tabIndex: -1, 'aria-disabled': true } : {})}
          />
        ) : (
          <PaginationItem {...item} />
        )
      }
      sx={sx}
    />
  );
}
