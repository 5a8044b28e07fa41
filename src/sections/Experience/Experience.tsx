import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { FaqItem, ProgressItem, SectionHeading as SectionHeadingContent, SellingPoint } from '../../types/content';
import { FaqAccordion } from '../FaqAccordion';
import { ProgressMeter } from '../ProgressMeter';
import { SellingPointItem } from './SellingPointItem';
import { Eyebrow } from '../../components/Eyebrow';

export interface ExperienceLabels {
  /** Spoken value of each meter: (title, value) => 'Title: 89%'. */
  progressValueText: (title: string, value: number) => string;
}

export interface ExperienceProps {
  /** Eyebrow, h2 title and intro, left-aligned at the top of the first column. */
  heading: SectionHeadingContent;
  /** The reasons under the heading, each with an icon, an h3 title (and figure) and one sentence. */
  sellingPoints: SellingPoint[];
  /** The ring meters at the top of the second column; three sit side by side. */
  progressItems: ProgressItem[];
  /** Eyebrow and h3 title above the questions (its text is not shown). */
  faqHeading: SectionHeadingContent;
  /** The questions and answers; the first starts open. */
  faqs: FaqItem[];
  /** Words for screen readers: how each meter's value is spoken. */
  labels: ExperienceLabels;
  /** Count the meters up when they scroll into view; false shows their final values. */
  animateMeters?: boolean;
  /** The band's colour: the page background (default), paper or brand. */
  background?: SectionBackground;
  /** The band's id, for in-page links. */
  id?: string;
}

/** 'Our digital experience': why founders stay, with progress meters and the first questions answered. */
export function Experience({ heading, sellingPoints, progressItems, faqHeading, faqs, labels, animateMeters = true, background = 'default', id }: ExperienceProps) {
  const headingId = useId();
  const faqHeadingId = useId();
  return (
    <Section id={id} background={background} labelledBy={headingId}>
      <Grid container spacing={{ xs: 8, md: 10 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionHeading id={headingId} align="left" eyebrow={heading.eyebrow} title={heading.title} text={heading.text} />
          <Stack component="ul" spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sellingPoints.map((point) => (
              <li key={point.id}>
                <SellingPointItem point={point} />
              </li>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Grid container spacing={2} sx={{ mb: { xs: 6, md: 8 } }}>
            {progressItems.map((item) => (
              <Grid key={item.id} size={4}>
                <ProgressMeter title={item.title} maxValue={item.maxValue} valueText={labels.progressValueText} animate={animateMeters} size={100} />
              </Grid>
            ))}
          </Grid>
          <section aria-labelledby={faqHeadingId}>
            {faqHeading.eyebrow ? <Eyebrow sx={{ mb: 1 }}>{faqHeading.eyebrow}</Eyebrow> : null}
            <Typography id={faqHeadingId} variant="h4" component="h3" sx={{ mb: 3 }}>
              {faqHeading.title}
            </Typography>
            <FaqAccordion items={faqs} questionLevel="h4" />
          </section>
        </Grid>
      </Grid>
    </Section>
  );
}
