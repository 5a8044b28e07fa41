import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import { detailPath } from '../../sitePaths';
import { Eyebrow } from '../../components/Eyebrow';

export interface ProjectNeighbour {
  id: number;
  title: string;
}

export interface ProjectNeighboursProps {
  previous?: ProjectNeighbour;
  next?: ProjectNeighbour;
  labels: { navigation: string; previous: string; next: string };
}

function NeighbourLink({ project, label, direction }: { project: ProjectNeighbour; label: string; direction: 'previous' | 'next' }) {
  const isNext = direction === 'next';
  const Arrow = isNext ? ArrowForwardRounded : ArrowBackRounded;
  return (
    <ButtonBase
      component={SiteLink}
      to={detailPath('project-details', project.id)}
      rel={direction === 'next' ? 'next' : 'prev'}
      sx={{
        width: '100%',
        height: '100%',
        p: 3,
        gap: 2,
        borderRadius: rounded('xxl'),
        border: 1,
        borderColor: 'divider',
        justifyContent: isNext ? 'flex-end' : 'flex-start',
        textAlign: isNext ? 'right' : 'left',
        flexDirection: isNext ? 'row-reverse' : 'row',
        '&:hover': { bgcolor: 'background.paper', borderColor: 'primary.main' },
      }}
    >
      <Arrow className="flip-in-rtl" aria-hidden sx={{ color: 'primary.main' }} />
      <span>
        <Eyebrow component="span" sx={{ display: 'block' }}>
          {label}
        </Eyebrow>
        <Typography component="span" variant="h5" sx={{ display: 'block' }}>
          {project.title}
        </Typography>
      </span>
    </ButtonBase>
  );
}

/** Links on to the stories before and after this one. */
export function ProjectNeighbours({ previous, next, labels }: ProjectNeighboursProps) {
  if (!previous && !next) return null;
  return (
    <Box component="nav" aria-label={labels.navigation} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
      <div>{previous ? <NeighbourLink project={previous} label={labels.previous} direction="previous" /> : null}</div>
      <div>{next ? <NeighbourLink project={next} label={labels.next} direction="next" /> : null}</div>
    </Box>
  );
}
