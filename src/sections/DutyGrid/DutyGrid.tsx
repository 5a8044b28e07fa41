import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { Duty, SectionHeading as SectionHeadingContent } from '../../types/content';
import { GridList } from '../../components/GridList';

export interface DutyGridProps {
  /** Eyebrow, h2 title and intro, centred above the cards; the title names the section. */
  heading: SectionHeadingContent;
  /** The duties in order, each a card with its number (as written), an h3 title and one sentence. */
  duties: Duty[];
  /** The section's id ('how-we-work' unless given); also the start of its title's id. */
  id?: string;
  /** The band's colour: paper (default), the page background or brand. */
  background?: SectionBackground;
}

/** 'How we work': what the registered agent does, as a numbered list of cards. */
export function DutyGrid({ heading, duties, id = 'how-we-work', background = 'paper' }: DutyGridProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId} background={background}>
      <SectionHeading id={titleId} {...heading} />
      <GridList component="ol" columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }} gap={{ xs: 3, md: 4 }}>
        {duties.map((duty) => (
          <Box
            component="li"
            key={duty.id}
            sx={{
              position: 'relative',
              overflow: 'hidden',
              p: { xs: 3, md: 4 },
              borderRadius: rounded('md'),
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.default',
              transition: 'border-color 200ms ease',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            {/* The list already numbers the items for assistive technology; the big figure is for the eye. */}
            <Typography
              aria-hidden
              component="span"
              sx={{
                display: 'block',
                mb: 2,
                fontSize: { xs: '2.5rem', md: '3rem' },
                fontWeight: 700,
                lineHeight: 1,
                letterSpacing: '-0.02em',
                color: 'brand.accent',
              }}
            >
              {duty.number}
            </Typography>
            <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
              {duty.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{duty.text}</Typography>
          </Box>
        ))}
      </GridList>
    </Section>
  );
}
