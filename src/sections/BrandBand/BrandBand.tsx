import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Brand, Image } from '../../types/content';
import { BrandFilm, type BrandFilmSource } from './BrandFilm';
import { LogoCarousel, type LogoCarouselLabels } from './LogoCarousel';

export interface BrandBandLabels extends LogoCarouselLabels {
  /** Shown inside the video only by a browser that cannot play it. */
  videoUnsupported: string;
}

export interface BrandBandProps {
  /** 'Trusted by 180K global brands' */
  text: string;
  /** Decorative: shown as a CSS background, so its alt text is not read. */
  background: Image;
  /** The muted brand film beside the claim, with its poster picture (whose alt names the video). */
  film: BrandFilmSource;
  /** The partner logos of the moving strip, in order; each logo's alt text is the brand's name. */
  brands: Brand[];
  /** Names of the logo strip, its slides and its pause/play button, and the no-video text. */
  labels: BrandBandLabels;
  /** Start the film this long after load (5000 on the site); null never starts it on its own. */
  videoDelayMs?: number | null;
  /** Scroll the logos continuously from load; false starts them still. */
  autoScroll?: boolean;
  /** The section's id, for links to it; none when left out. */
  id?: string;
}

/** A night-city band with the brand film, then the strip of partner logos. */
export function BrandBand({ text, background, film, brands, labels, videoDelayMs = 5000, autoScroll = true, id }: BrandBandProps) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={headingId}>
      <Box
        sx={(theme) => {
          const surface = (theme.vars || theme).palette.brand.surface;
          return {
            color: 'brand.onSurface',
            py: { xs: 8, md: 12 },
            // The overlay keeps white text above AA contrast wherever the picture is light.
            backgroundImage: `linear-gradient(100deg, color-mix(in srgb, ${surface} 92%, transparent) 0%, color-mix(in srgb, ${surface} 70%, transparent) 100%), url(${background.src})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            backgroundAttachment: 'scroll',
            // Fixed backgrounds jank or get ignored on touch screens; keep the effect for large pointer screens.
            '@media (min-width: 900px) and (hover: hover) and (pointer: fine)': { backgroundAttachment: 'fixed' },
          };
        }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '2.25rem', md: '3rem' } }}>
                {text}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <BrandFilm film={film} delayMs={videoDelayMs} unsupportedText={labels.videoUnsupported} />
            </Grid>
          </Grid>
        </Container>
      </Box>
      <Box sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 6 } }}>
        <Container maxWidth="lg">
          <LogoCarousel brands={brands} labels={labels} autoScroll={autoScroll} />
        </Container>
      </Box>
    </Box>
  );
}
