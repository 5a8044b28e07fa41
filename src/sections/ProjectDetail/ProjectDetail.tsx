import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { rounded } from '../../theme/tokens';
import type { Project } from '../../types/content';
import { ProjectFacts } from './ProjectFacts';
import { ProjectNeighbours, type ProjectNeighbour } from './ProjectNeighbours';
import { Eyebrow } from '../../components/Eyebrow';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface ProjectDetailLabels {
  /** The facts box's h3: 'Project Info'. */
  facts: string;
  /** Term for the client's name in the facts box. */
  client: string;
  /** Term for the founder's home city and country. */
  location: string;
  /** Term for the structure we set up: 'Structure'. */
  category: string;
  /** Term for the month the story dates from. */
  date: string;
  /** Small line above the previous story's title: 'Previous Project'. */
  previousProject: string;
  /** Small line above the next story's title: 'Next Project'. */
  nextProject: string;
  /** Spoken name of the links to the stories either side: 'More client stories'. */
  projectNavigation: string;
}

export interface ProjectDetailProps {
  /** The story shown: photo, eyebrow, h2 title, summary, facts and body paragraphs. */
  project: Project;
  /** The story before, the first link at the bottom, with a back arrow; left out, its half stays empty. */
  previous?: ProjectNeighbour;
  /** The story after, the second link at the bottom, with a forward arrow; left out, its half stays empty. */
  next?: ProjectNeighbour;
  /** The facts box's heading and terms, and the words of the links to other stories. */
  labels: ProjectDetailLabels;
}

/** One client story: what they needed, what we set up, and the facts at a glance. */
export function ProjectDetail({ project, previous, next, labels }: ProjectDetailProps) {
  const facts = [
    { term: labels.client, detail: project.client },
    { term: labels.location, detail: project.location },
    { term: labels.category, detail: project.category },
    { term: labels.date, detail: project.date },
  ];
  return (
    // Not a labelled region: the page hero above already carries this title, and two landmarks may not share a name.
    <Section id="project">
      <Grid container spacing={{ xs: 5, md: 8 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ResponsiveImage image={project.image} loading="eager" sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: rounded('xxxl'), bgcolor: 'brand.tint' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Eyebrow sx={{ mb: 1 }}>{project.subTitle}</Eyebrow>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {project.title}
          </Typography>
          <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 4 }}>
            {project.summary}
          </Typography>
          <ProjectFacts title={labels.facts} facts={facts} />
        </Grid>
      </Grid>
      <Stack spacing={2.5} sx={{ mt: { xs: 5, md: 8 }, maxWidth: 820 }}>
        {project.body.map((paragraph) => (
          <Typography key={paragraph.slice(0, 40)} sx={{ color: 'text.secondary', fontSize: { md: '1.0625rem' } }}>
            {paragraph}
          </Typography>
        ))}
      </Stack>
      <Divider sx={{ my: { xs: 5, md: 8 } }} />
      <ProjectNeighbours previous={previous} next={next} labels={{ navigation: labels.projectNavigation, previous: labels.previousProject, next: labels.nextProject }} />
    </Section>
  );
}
