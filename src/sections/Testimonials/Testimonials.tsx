import Box from '@mui/material/Box';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CarouselControls } from '../../components/CarouselControls';
import { slideDuration } from '../../components/carousel/slideDuration';
import { useCarouselDirection } from '../../components/carousel/carouselDirection';
import { useCarouselMoves } from '../../components/carousel/carouselMoves';
import { carouselStartSlide } from '../../components/carousel/carouselBeforeCode';
import { useCarouselTakeOver } from '../../components/carousel/carouselTakeOver';
import { carouselViewportSx } from '../../components/carousel/carouselViewport';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { useAutoMotion, useEmblaMotion } from '../../components/carousel/carouselMotion';
import { rounded } from '../../theme/tokens';
import type { SectionHeading as SectionHeadingContent, Testimonial } from '../../types/content';
import { CarouselPager, type PagerKind } from './CarouselPager';
import { TestimonialSlide } from './TestimonialSlide';

export interface TestimonialsLabels {
  /** Name of the carousel region. */
  carousel: string;
  /** Accessible name of the back arrow button ('Previous testimonial'). */
  previous: string;
  /** Accessible name of the forward arrow button ('Next testimonial'). */
  next: string;
  /** Accessible name of the button while the quotes move ('Pause carousel'). */
  pause: string;
  /** Accessible name of the button while the quotes stand still ('Play carousel'). */
  play: string;
  /** Name of each dot of the bullets pager, from its 1-based number ('Go to slide 3'). */
  goToSlide: (n: number) => string;
  /** Each slide's name for screen readers ('1 of 3'). */
  slideOf: (n: number, total: number) => string;
}

export interface TestimonialsProps {
  /** Eyebrow, h2 title and intro, centred above the carousel; the title names the section. */
  heading: SectionHeadingContent;
  /** The quotes in order, one slide each: the words, the name and the role (and a photo if shown). */
  testimonials: Testimonial[];
  /** Names of the carousel, its slides and its buttons. */
  labels: TestimonialsLabels;
  /** Under the quote: 'fraction' ('2 / 3', the default) or 'bullets' (a dot per quote to jump to). */
  pager?: PagerKind;
  /** Start rotating on load; false starts paused (the visitor can still press Play). */
  autoplay?: boolean;
  /** Time each quote stays before the next, in ms (3000 by default; the site uses 3000 or 5000). */
  autoplayDelayMs?: number;
  /** Show each testimonial's photo when it has one. */
  showPhotos?: boolean;
  /** The band's colour: paper (default), the page background or brand. */
  background?: SectionBackground;
  /** The section's id, for in-page links; none when left out. */
  id?: string;
}

// A visitor's choice gets the full delay before the carousel moves on again.
const restartAutoplay = (api: EmblaCarouselType) => api.plugins().autoplay?.reset();

/** 'What people say': a looping carousel of founder quotes. */
export function Testimonials({ heading, testimonials, labels, pager = 'fraction', autoplay = true, autoplayDelayMs = 3000, showPhotos = false, background = 'paper', id }: TestimonialsProps) {
  const headingId = useId();
  const motion = useAutoMotion(autoplay);
  // Embla re-initialises when the plugin list changes identity, so build it once per delay.
  const plugins = useMemo(() => [Autoplay({ delay: autoplayDelayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })], [autoplayDelayMs]);
  const { direction, regionProps } = useCarouselDirection();
  const regionId = useId();
  // Where the page's script moved it before this code arrived (carouselBeforeCode.ts): Embla starts there.
  const [startIndex] = useState(() => carouselStartSlide(regionId));
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, duration: slideDuration, direction, startIndex }, plugins);
  const [selected, setSelected] = useState(startIndex);
  const trackRef = useRef<HTMLDivElement>(null);
  useCarouselTakeOver(emblaApi, trackRef);
  useEmblaMotion(emblaApi, 'autoplay', motion.running);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const go = useCarouselMoves(emblaApi, { jump: motion.reducedMotion, onMove: restartAutoplay });

  const count = testimonials.length;
  return (
    <Section id={id} background={background} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={heading.eyebrow} title={heading.title} text={heading.text} />
      <Box id={regionId} data-carousel="" {...regionProps(labels.carousel, go)} {...motion.focusProps} sx={{ borderRadius: rounded('lg') }}>
        <Box ref={viewportRef} {...motion.hoverProps} sx={carouselViewportSx}>
          <Box ref={trackRef} data-carousel-track="" sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
            {testimonials.map((testimonial, index) => (
              <TestimonialSlide key={testimonial.id} testimonial={testimonial} label={labels.slideOf(index + 1, count)} showPhoto={showPhotos} />
            ))}
          </Box>
        </Box>
        <CarouselControls labels={labels} onStep={go} pausable={{ motion, labels }}>
          <CarouselPager kind={pager} count={count} selected={selected} onSelect={go} goToSlideLabel={labels.goToSlide} />
        </CarouselControls>
      </Box>
    </Section>
  );
}
