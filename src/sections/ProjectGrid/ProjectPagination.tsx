import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';
import { pageSearch } from './paginate';

export interface ProjectPaginationLabels {
  pagination: string;
  page: (n: number) => string;
  previousPage: string;
  nextPage: string;
}

export interface ProjectPaginationProps {
  page: number;
  pageCount: number;
  params: URLSearchParams;
  paramName: string;
  labels: ProjectPaginationLabels;
}

/** Page links (`?page=2`): real links, so a page can be bookmarked, shared and opened in a new tab. */
export function ProjectPagination({ page, pageCount, params, paramName, labels }: ProjectPaginationProps) {
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
            to={{ search: pageSearch(params, paramName, item.page ?? 1) }}
            preventScrollReset
            {...(item.disabled ? { tabIndex: -1, 'aria-disabled': true } : {})}
          />
        ) : (
          <PaginationItem {...item} />
        )
      }
      sx={{ mt: { xs: 5, md: 7 }, '& ul': { justifyContent: 'center' } }}
    />
  );
}
