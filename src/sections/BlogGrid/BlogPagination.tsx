import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';

export interface BlogPaginationLabels {
  pagination: string;
  page: (n: number) => string;
  previousPage: string;
  nextPage: string;
}

export interface BlogPaginationProps {
  page: number;
  pageCount: number;
  /** The current query, kept on every page link so filters survive paging. */
  params: URLSearchParams;
  labels: BlogPaginationLabels;
}

function searchFor(params: URLSearchParams, page: number) {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Page links (`?page=2`): real links, so every page can be opened, bookmarked and shared. */
export function BlogPagination({ page, pageCount, params, labels }: BlogPaginationProps) {
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
            component={RouterLink}
            to={{ search: searchFor(params, item.page ?? 1) }}
            preventScrollReset
            {...(item.disabled ? { tabIndex: -1, 'aria-disabled': true } : {})}
          />
        ) : (
          <PaginationItem {...item} />
        )
      }
      sx={{ mt: 6, '& ul': { justifyContent: 'center' }, '& .MuiPaginationItem-root': { minWidth: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 }, mx: { xs: 0.25, sm: 0.5 } } }}
    />
  );
}
