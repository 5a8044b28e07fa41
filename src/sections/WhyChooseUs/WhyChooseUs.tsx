import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import TaskAltIcon from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Cta, Highlight, SectionHeading as SectionHeadingContent } from '../../types/content';
import { GridList } from '../../components/GridList';

export interface WhyChooseUsProps {
  /** Eyebrow, title and pitch, left-aligned beside the reasons; the title is the section's h2 and names it. */
  heading: SectionHeadingContent;
  /** The reasons as cards, two by two on wider screens; each title is an h3 of up to five words. */
  points: Highlight[];
  /** The button under the pitch: its label and the page it opens. */
  cta: Cta;
  /** The section's id, for links to it ('why-choose-us' when left out). */
  id?: string;
  /** The band's colour; on 'paper' the reason cards switch to the default colour to stand out. */
  background?: SectionBackground;
}

/** Why founders pick us: the pitch and a call to action beside the reasons. */
export function WhyChooseUs({ heading, points, cta, id = 'why-choose-us', background = 'default' }: WhyChooseUsProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId} background={background}>
      <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionHeading id={titleId} {...heading} align="left" />
          <Button component={SiteLink} to={cta.to} variant="contained" size="large" endIcon={<ArrowForwardIcon className="flip-in-rtl" />} sx={{ mt: { xs: -2, md: -3 } }}>
            {cta.label}
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <GridList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }} gap={{ xs: 3, md: 4 }}>
            {points.map((point) => (
              <Box component="li" key={point.id} sx={{ p: 3, borderRadius: rounded('md'), bgcolor: background === 'paper' ? 'background.default' : 'background.paper' }}>
                <Box aria-hidden sx={{ width: 44, height: 44, mb: 2, borderRadius: rounded('round'), display: 'grid', placeItems: 'center', bgcolor: 'brand.tint', color: 'primary.main' }}>
                  <TaskAltIcon />
                </Box>
                <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                  {point.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {point.text}
                </Typography>
              </Box>
            ))}
          </GridList>
        </Grid>
      </Grid>
    </Section>
  );
}
