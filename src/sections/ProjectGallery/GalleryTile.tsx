import ArrowOutwardRounded from '@mui/icons-material/ArrowOutwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Project } from '../../types/content';
import { detailPath } from '../../sitePaths';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export type GalleryProject = Pick<Project, 'id' | 'title' | 'image'>;

export interface GalleryTileProps {
  project: GalleryProject;
  viewProject: (title: string) => string;
}

/** A picture that links to its story; the title slides in on hover and keyboard focus. */
export function GalleryTile({ project, viewProject }: GalleryTileProps) {
  return (
    <Box
      component={SiteLink}
      to={detailPath('project-details', project.id)}
      aria-label={viewProject(project.title)}
      sx={{
        position: 'relative',
        display: 'block',
        overflow: 'hidden',
        borderRadius: rounded('xxl'),
        color: 'brand.onSurface',
        textDecoration: 'none',
        '& .gallery-overlay': { opacity: 0, transition: 'opacity 250ms ease' },
        '& .gallery-caption': { transform: 'translateY(12px)', transition: 'transform 250ms ease' },
        '& img': { transition: 'transform 400ms ease' },
        '&:hover, &:focus-visible': {
          '& .gallery-overlay': { opacity: 1 },
          '& .gallery-caption': { transform: 'none' },
          '& img': { transform: 'scale(1.06)' },
        },
        // Touch screens have no hover: keep the title in view there.
        '@media (hover: none)': {
          '& .gallery-overlay': { opacity: 1 },
          '& .gallery-caption': { transform: 'none' },
        },
        '@media (prefers-reduced-motion: reduce)': {
          '& .gallery-caption, &:hover .gallery-caption': { transform: 'none' },
          '&:hover img, &:focus-visible img': { transform: 'none' },
        },
      }}
    >
      <ResponsiveImage image={project.image} sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'brand.tint' }} />
      <Box className="gallery-overlay" sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', p: { xs: 2, md: 3 } }}>
        <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'brand.surface', opacity: 0.82 }} />
        <Box className="gallery-caption" sx={{ position: 'relative', display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, width: '100%' }}>
          {/* Only the title: the visible text must stay part of the link's name ('View project: …'). */}
          <Typography component="span" variant="h5">
            {project.title}
          </Typography>
          <ArrowOutwardRounded className="flip-in-rtl" sx={{ flexShrink: 0, color: 'secondary.light' }} />
        </Box>
      </Box>
    </Box>
  );
}
