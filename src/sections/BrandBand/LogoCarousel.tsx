import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import AutoScroll from 'embla-carousel-auto-scroll';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';
import { AutoMotionToggle } from '../../components/CarouselControls';
import { useCarouselDirection } from '../../components/carousel/carouselDirection';
import { useCarouselMoves } from '../../components/carousel/carouselMoves';
import { carouselViewportSx } from '../../components/carousel/carouselViewport';
import { useAutoMotion, useEmblaMotion } from '../../components/carousel/carouselMotion';
import { rounded } from '../../theme/tokens';
import type { Brand } from '../../types/content';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface LogoCarouselLabels {
  /** Accessible name of the logo strip ('Brands that trust us'). */
  carousel: string;
  /** Accessible name of the button while the logos move ('Pause brand logos'). */
  pause: string;
  /** Accessible name of the button while the logos stand still ('Play brand logos'). */
  play: string;
  /** Accessible name of each logo's slide: slideOf(1, 10) -> '1 of 10'. */
  slideOf: (n: number, total: number) => string;
}

export interface LogoCarouselProps {
  brands: Brand[];
  labels: LogoCarouselLabels;
  /** Scroll continuously from load; false starts still (the visitor can press Play). */
  autoScroll: boolean;
  /** Pixels per frame: about one logo every 4 s at four per view. */
  speed?: number;
}

/** The 25 px gap lives in each slide's left padding, so Embla measures slides and gaps together. */
const gap = '25px';

const slideWidths = {
  flex: '0 0 100%',
  '@media (min-width: 450px)': { flex: '0 0 50%' },
  '@media (min-width: 768px)': { flex: '0 0 33.3333%' },
  '@media (min-width: 992px)': { flex: '0 0 25%' },
};

/** A continuous, looping strip of partner logos that visitors can drag, pause or step with the arrow keys. */
export function LogoCarousel({ brands, labels, autoScroll, speed = 1.2 }: LogoCarouselProps) {
  const motion = useAutoMotion(autoScroll);
  const plugins = useMemo(() => [AutoScroll({ speed, startDelay: 0, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })], [speed]);
  const { direction, regionProps } = useCarouselDirection();
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', direction }, plugins);
  useEmblaMotion(emblaApi, 'autoScroll', motion.running);
  const go = useCarouselMoves(emblaApi, { jump: motion.reducedMotion });

  return (
    <Stack direction="row" spacing={3} {...regionProps(labels.carousel, go)} {...motion.focusProps} sx={{ alignItems: 'center', borderRadius: rounded('sm') }}>
      <Box ref={viewportRef} {...motion.hoverProps} sx={{ ...carouselViewportSx, flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: `-${gap}` }}>
          {brands.map((brand, index) => (
            <Box
              key={brand.id}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideOf(index + 1, brands.length)}
              sx={{ ...slideWidths, minWidth: 0, pl: gap, display: 'flex', justifyContent: 'center' }}
            >
              {/* Not lazy: the track clips its overflow, where a lazy image would never load. */}
              <ResponsiveImage image={brand.logo} loading="eager" draggable={false} sx={{ display: 'block', width: '100%', maxWidth: brand.logo.width, height: 'auto' }} />
            </Box>
          ))}
        </Box>
      </Box>
      <AutoMotionToggle motion={motion} labels={labels} sx={{ flexShrink: 0, bgcolor: 'background.default' }} />
    </Stack>
  );
}
