import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rounded } from '../../theme/tokens';
import { Eyebrow } from '../../components/Eyebrow';

export interface ProjectFactsProps {
  title: string;
  facts: { term: string; detail: string }[];
}

/** Client, location, structure and date as a description list in a soft box. */
export function ProjectFacts({ title, facts }: ProjectFactsProps) {
  return (
    <Box sx={{ p: { xs: 3, md: 4 }, borderRadius: rounded('xxl'), bgcolor: 'background.paper' }}>
      <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {/* The detail's column may shrink below its longest word, which then breaks: a long client or place name never pushes the page sideways. */}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 3 }}>
        {facts.map((fact, index) => (
          <Box
            key={fact.term}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'subgrid',
              gridColumn: '1 / -1',
              py: 1.5,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Eyebrow component="dt" sx={{ alignSelf: 'center' }}>
              {fact.term}
            </Eyebrow>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {fact.detail}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
