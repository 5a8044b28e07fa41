import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rounded } from '../../theme/tokens';
import type { Project } from '../../types/content';
import { detailPath } from '../../sitePaths';
import { Eyebrow } from '../../components/Eyebrow';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { CardTitleLink } from '../../components/LinkedCard';

export type ProjectSlideItem = Pick<Project, 'id' | 'title' | 'subTitle' | 'category' | 'image'>;

export interface ProjectSlideProps {
  project: ProjectSlideItem;
  /** 'N of M', the slide's name for assistive technology. */
  label: string;
  viewProject: (title: string) => string;
  headingLevel: 'h2' | 'h3';
}

/** One client story in the carousel: the picture with its title on a plate below it. */
export function ProjectSlide({ project, label, viewProject, headingLevel }: ProjectSlideProps) {
  return (
    <Box role="group" aria-roledescription="slide" aria-label={label} sx={{ flex: { xs: '0 0 100%', sm: '0 0 50%', md: '0 0 33.3333%' }, minWidth: 0, pl: 3 }}>
      <Box
        component="article"
        sx={{
          position: 'relative',
          borderRadius: rounded('xxl'),
          overflow: 'hidden',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          '&:hover img': { transform: 'scale(1.05)' },
          '@media (prefers-reduced-motion: reduce)': { '&:hover img': { transform: 'none' } },
        }}
      >
        <Box sx={{ overflow: 'hidden' }}>
          {/* Not lazy: slides sit in an overflow-clipped track, where a lazy image may never load. */}
          <ResponsiveImage
            image={project.image}
            loading="eager"
            draggable={false}
            sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'brand.tint', transition: 'transform 300ms ease' }}
          />
        </Box>
        <Box sx={{ p: 3 }}>
          <Eyebrow sx={{ mb: 1 }}>{project.subTitle}</Eyebrow>
          <CardTitleLink
            variant="h4"
            component={headingLevel}
            sx={{ mb: 0.5 }}
            to={detailPath('project-details', project.id)}
            label={viewProject(project.title)}
            linkSx={{ '&::after': { borderRadius: rounded('xxl') } }}
          >
            {project.title}
          </CardTitleLink>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {project.category}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
