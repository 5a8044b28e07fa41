import Grid from '@mui/material/Grid';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { GalleryTile, type GalleryProject } from './GalleryTile';
import { galleryTiles } from './galleryTiles';

export interface ProjectGalleryProps {
  /** The client stories shown as tiles, in order: picture, title and the id of the story page. */
  projects: GalleryProject[];
  /** Accessible name of each tile's link, built from the story title ('View project: Digital Marketing'). */
  labels: { viewProject: (title: string) => string };
  /** Number of tiles; the projects repeat from the first to fill it. */
  count?: number;
  /** Eyebrow, title and intro above the tiles; the title names the section. None when left out. */
  heading?: SectionHeadingContent;
  /** The band's colour behind the tiles: the page default, or paper to set it off from its neighbours. */
  background?: SectionBackground;
  /** The section's id, for links to it ('gallery' when left out). */
  id?: string;
}

/** Two per row on phones; an odd last tile takes the whole row instead of leaving a hole. */
const spansRow = (index: number, total: number) => total % 2 === 1 && index === total - 1;

/** A wall of client-story pictures, each opening its story. */
export function ProjectGallery({ projects, labels, count = 9, heading, background = 'default', id = 'gallery' }: ProjectGalleryProps) {
  const tiles = galleryTiles(projects, count);
  const headingId = `${id}-heading`;
  return (
    <Section id={id} background={background} labelledBy={heading ? headingId : undefined}>
      {heading ? <SectionHeading id={headingId} {...heading} /> : null}
      <Grid container component="ul" spacing={{ xs: 2, md: 3 }} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {tiles.map((project, index) => (
          // The same project can appear twice, so the position is part of the key.
          <Grid key={`${index}-${project.id}`} component="li" size={{ xs: spansRow(index, tiles.length) ? 12 : 6, md: 4 }}>
            <GalleryTile project={project} viewProject={labels.viewProject} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
