import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Cta, Image, SectionHeading as SectionHeadingContent } from '../../types/content';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface AboutIntroProps {
  /** Eyebrow and title above the text, left-aligned; the title is the band's h2 and its name. */
  heading: SectionHeadingContent;
  /** Who we are and why, one paragraph each. */
  paragraphs: string[];
  /** Short proof points under the text (the home page's about block has them). */
  points?: string[];
  /** The team photo beside the text (above it on a phone), on a tinted backdrop; needs alt text. */
  image: Image;
  /** One button under the text, e.g. to the contact page; left out when not given. */
  cta?: Cta;
  /** Anchor of the band, e.g. 'about'. */
  id?: string;
}

const headingId = 'about-intro-title';

/** Who the company is: a picture of the team beside the story and a call to action. */
export function AboutIntro({ heading, paragraphs, points = [], image, cta, id }: AboutIntroProps) {
  return (
    <Section id={id} labelledBy={headingId}>
      <Grid container spacing={{ xs: 6, md: 10 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box sx={{ position: 'relative', pr: { xs: 2, sm: 4 }, pb: { xs: 2, sm: 4 } }}>
            <Box aria-hidden sx={{ position: 'absolute', inset: { xs: '32px 0 0 32px', sm: '64px 0 0 64px' }, borderRadius: rounded('xxxl'), bgcolor: 'brand.tint' }} />
            <ResponsiveImage image={image} sx={{ position: 'relative', display: 'block', width: '100%', height: 'auto', borderRadius: rounded('xxxl') }} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionHeading id={headingId} {...heading} align="left" />
          <Stack spacing={2.5} sx={{ mt: { xs: -2, md: -4 } }}>
            {paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ color: 'text.secondary' }}>
                {paragraph}
              </Typography>
            ))}
          </Stack>
          {points.length ? (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}>
              {points.map((point) => (
                <Stack component="li" key={point} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <CheckCircleRounded aria-hidden sx={{ color: 'primary.main' }} />
                  <Typography sx={{ fontWeight: 600 }}>{point}</Typography>
                </Stack>
              ))}
            </Stack>
          ) : null}
          {cta ? (
            <Button component={SiteLink} to={cta.to} variant="contained" size="large" endIcon={<ArrowForwardRounded className="flip-in-rtl" />} sx={{ mt: 5 }}>
              {cta.label}
            </Button>
          ) : null}
        </Grid>
      </Grid>
    </Section>
  );
}
