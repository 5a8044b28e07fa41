import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Cta, Image } from '../../types/content';
import { Eyebrow } from '../../components/Eyebrow';
import { HeroBand } from '../../components/HeroBand';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface BannerProps {
  /** Small line above the title, in the accent colour; one short phrase. */
  eyebrow: string;
  /** The page's one h1, in large type; a few words. */
  title: string;
  /** The pitch under the title, one or two sentences. */
  text: string;
  /** The main button (filled, with an arrow): its label and where it leads. */
  cta: Cta;
  /** An optional second, outlined button beside the main one (below it on a phone). */
  secondaryCta?: Cta;
  /** The hero artwork beside the copy (below it on a phone); loaded first, with its size reserved. */
  image: Image;
}

/** The first screen of a home page: what we do, the main call to action and the hero artwork. */
export function Banner({ eyebrow, title, text, cta, secondaryCta, image }: BannerProps) {
  return (
    <HeroBand
      labelledBy="banner-title"
      glow="radial-gradient(circle at 80% 30%, rgba(31,94,255,0.4), transparent 50%), radial-gradient(circle at 5% 95%, rgba(245,165,36,0.14), transparent 40%)"
      sx={{ overflow: 'hidden' }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 6, md: 8 }, alignItems: 'center' }}>
        <div>
          <Eyebrow onBrand sx={{ mb: 2 }}>
            {eyebrow}
          </Eyebrow>
          <Typography id="banner-title" variant="h1" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ opacity: 0.88, mb: 5, maxWidth: 560 }}>
            {text}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { xs: 'stretch', sm: 'center' } }}>
            <Button component={SiteLink} to={cta.to} variant="contained" color="secondary" size="large" endIcon={<ArrowForwardIcon className="flip-in-rtl" />}>
              {cta.label}
            </Button>
            {secondaryCta ? (
              <Button
                component={SiteLink}
                to={secondaryCta.to}
                variant="outlined"
                color="inherit"
                size="large"
                sx={{ borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: 'brand.onSurface', bgcolor: 'rgba(255,255,255,0.08)' } }}
              >
                {secondaryCta.label}
              </Button>
            ) : null}
          </Box>
        </div>
        <div>
          {/* The largest paint of the page: load it first, never lazily. */}
          <ResponsiveImage
            image={image}
            loading="eager"
            // The column's width at each breakpoint (Container lg, its gutters and the grid's gap).
            sizes="(min-width: 1200px) 544px, (min-width: 900px) calc(50vw - 56px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)"
            fetchPriority="high"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              borderRadius: rounded('xl'),
              boxShadow: '0 24px 60px rgba(0,0,0,0.35)',
              border: '1px solid rgba(255,255,255,0.12)',
            }}
          />
        </div>
      </Box>
    </HeroBand>
  );
}
