import { PageLinks, type PageLinksLabels } from '../../components/PageLinks';
import { pageSearch } from './paginate';

export type ProjectPaginationLabels = PageLinksLabels;

export interface ProjectPaginationProps {
  page: number;
  pageCount: number;
  params: URLSearchParams;
  paramName: string;
  labels: ProjectPaginationLabels;
}

/** The project grid's page links, under whichever query parameter the grid pages by; the rest of the query rides along. */
export function ProjectPagination({ page, pageCount, params, paramName, labels }: ProjectPaginationProps) {
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      searchFor={(n) => pageSearch(params, paramName, n)}
      labels={labels}
      sx={{ mt: { xs: 5, md: 7 }, '& ul': { justifyContent: 'center' } }}
    />
  );
}
