import { PageLinks, type PageLinksLabels } from '../../components/PageLinks';

export type BlogPaginationLabels = PageLinksLabels;

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

/** The blog's page links: filters ride along in the query, and page 1 is the bare URL. */
export function BlogPagination({ page, pageCount, params, labels }: BlogPaginationProps) {
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      searchFor={(n) => searchFor(params, n)}
      labels={labels}
      sx={{ mt: 6, '& ul': { justifyContent: 'center' }, '& .MuiPaginationItem-root': { minWidth: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 }, mx: { xs: 0.25, sm: 0.5 } } }}
    />
  );
}
