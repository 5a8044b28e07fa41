import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../platform';
import { PageLinks, type PageLinksLabels, pageSearch, paginate } from '../../components/PageLinks';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { ProjectCard, type ProjectCardItem } from './ProjectCard';
import { useClientValue } from '../../platform';

export interface ProjectGridLabels extends PageLinksLabels {
  /** Each card link's name, from the project's title ('View project: Data Scientist'). */
  viewProject: (title: string) => string;
}

export interface ProjectGridProps {
  /** The client stories in order, one card each: photo, sub-title, title (the link) and structure. */
  projects: ProjectCardItem[];
  /** The card links' names and the page links' words ('Client story pages', 'Page 2'). */
  labels: ProjectGridLabels;
  /** Cards per row on desktop (3 by default); with 2, each card also shows its summary. */
  columns?: 2 | 3;
  /** Cards per page; more than this adds page links (`?page=`). Defaults to two rows. */
  pageSize?: number;
  /** Eyebrow, h2 title and intro above the cards; with it the card titles are h3s, without it h2s. */
  heading?: SectionHeadingContent;
  /** Query parameter of the page number. */
  pageParam?: string;
  /** The band's colour: the page background (default), paper or brand. */
  background?: SectionBackground;
  /** The section's id ('projects' unless given); also the start of its heading's id. */
  id?: string;
}

/** Client stories as cards in two or three columns, paged through the URL. */
export function ProjectGrid({ projects, labels, columns = 3, pageSize = columns * 2, heading, pageParam = 'page', background = 'default', id = 'projects' }: ProjectGridProps) {
  const [params] = useSearchParams();
  const { items, page, pageCount } = paginate(projects, useClientValue(params.get(pageParam), null), pageSize);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const listRef = useRef<HTMLUListElement>(null);
  const shownPage = useRef(page);

  // Page links keep the scroll position; bring the new cards into view when the list top has scrolled away.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) {
      list.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }
  }, [page, reduceMotion]);

  const headingId = `${id}-heading`;
  return (
    <Section id={id} background={background} labelledBy={heading ? headingId : undefined}>
      {heading ? <SectionHeading id={headingId} {...heading} /> : null}
      <Grid ref={listRef} container component="ul" spacing={{ xs: 3, md: 4 }} sx={{ listStyle: 'none', m: 0, p: 0, scrollMarginTop: 96 }}>
        {items.map((project) => (
          <Grid key={project.id} component="li" size={{ xs: 12, sm: 6, md: 12 / columns }}>
            <ProjectCard project={project} viewProject={labels.viewProject} showSummary={columns === 2} headingLevel={heading ? 'h3' : 'h2'} />
          </Grid>
        ))}
      </Grid>
      {pageCount > 1 ? (
        // Under whichever query parameter the grid pages by; the rest of the query rides along.
        <PageLinks page={page} pageCount={pageCount} searchFor={(n) => pageSearch(params, pageParam, n)} labels={labels} sx={{ mt: { xs: 5, md: 7 }, '& ul': { justifyContent: 'center' } }} />
      ) : null}
    </Section>
  );
}
