import Box from '@mui/material/Box';
import { NeighbourLink, type PostLink } from './NeighbourLink';

export type { PostLink } from './NeighbourLink';

export interface PostNavigationProps {
  previous?: PostLink;
  next?: PostLink;
  labels: { postNavigation: string; previousPost: string; nextPost: string };
}

/** Links to the neighbouring posts, each named by its title. */
export function PostNavigation({ previous, next, labels }: PostNavigationProps) {
  if (!previous && !next) return null;
  return (
    <Box component="nav" aria-label={labels.postNavigation} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {previous ? <NeighbourLink link={previous} label={labels.previousPost} direction="previous" /> : null}
      {next ? <NeighbourLink link={next} label={labels.nextPost} direction="next" /> : null}
    </Box>
  );
}
