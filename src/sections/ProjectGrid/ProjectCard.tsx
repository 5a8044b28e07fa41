import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Project } from '../../types/content';
import { detailPath } from '../../sitePaths';
import { Eyebrow } from '../../components/Eyebrow';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { CardTitleLink, LinkedCard } from '../../components/LinkedCard';

export type ProjectCardItem = Pick<Project, 'id' | 'title' | 'subTitle' | 'category' | 'image' | 'summary'>;

export interface ProjectCardProps {
  project: ProjectCardItem;
  viewProject: (title: string) => string;
  showSummary?: boolean;
  /** h3 under a section heading, h2 when the grid has none. */
  headingLevel?: 'h2' | 'h3';
}

/** One client story: picture, field of work, title and the structure we set up. */
export function ProjectCard({ project, viewProject, showSummary = false, headingLevel = 'h3' }: ProjectCardProps) {
  return (
    <LinkedCard
      sx={{
        '&:hover': { boxShadow: 6 },
        '&:hover img': { transform: 'scale(1.05)' },
        '@media (prefers-reduced-motion: reduce)': { '&:hover img': { transform: 'none' } },
      }}
    >
      <Box sx={{ overflow: 'hidden' }}>
        <ResponsiveImage image={project.image} sx={{ display: 'block', width: '100%', height: 'auto', transition: 'transform 300ms ease', bgcolor: 'brand.tint' }} />
      </Box>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Eyebrow>{project.subTitle}</Eyebrow>
        <CardTitleLink variant="h4" component={headingLevel} to={detailPath('project-details', project.id)} label={viewProject(project.title)}>
          {project.title}
        </CardTitleLink>
        {showSummary ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {project.summary}
          </Typography>
        ) : null}
        <Chip label={project.category} size="small" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 'auto', fontWeight: 600 }} />
      </Box>
    </LinkedCard>
  );
}
