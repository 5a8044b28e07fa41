import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { Highlight, SectionHeading as SectionHeadingContent } from '../../types/content';
import { GridList } from '../../components/GridList';

export interface MissionValuesProps {
  /** The mission: eyebrow, title (the section's h2 and name) and one sentence, centred above the cards. */
  heading: SectionHeadingContent;
  /** The values, one card each with a title (h3) and a sentence, numbered 01, 02… in order; four fill a row. */
  values: Highlight[];
}

const headingId = 'mission-values-title';

/** Why the company exists and the values a client can hold it to, numbered. */
export function MissionValues({ heading, values }: MissionValuesProps) {
  return (
    <Section labelledBy={headingId} background="paper">
      <SectionHeading id={headingId} {...heading} />
      <GridList component="ol" columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(values.length, 4)}, 1fr)` }} gap={3}>
        {values.map((value, index) => (
          <Box component="li" key={value.id} sx={{ p: 4, borderRadius: rounded('xxl'), bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
            <Typography aria-hidden variant="h3" component="span" sx={{ display: 'block', color: 'brand.accent', mb: 2 }}>
              {String(index + 1).padStart(2, '0')}
            </Typography>
            <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
              {value.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {value.text}
            </Typography>
          </Box>
        ))}
      </GridList>
    </Section>
  );
}
