import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useRef, useState } from 'react';
import { slideDuration } from '../../components/carousel/slideDuration';
import { useCarouselDirection } from '../../components/carousel/carouselDirection';
import { useCarouselMoves } from '../../components/carousel/carouselMoves';
import { carouselStartSlide } from '../../components/carousel/carouselBeforeCode';
import { useCarouselTakeOver } from '../../components/carousel/carouselTakeOver';
import { carouselViewportSx } from '../../components/carousel/carouselViewport';
import { CarouselControls } from '../../components/CarouselControls';
import { CarouselDots } from '../../components/CarouselDots';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { ProjectSlide, type ProjectSlideItem } from './ProjectSlide';

export interface ProjectCarouselLabels {
  /** Name of the carousel region. */
  carousel: string;
  /** Name of the back arrow button ('Previous slide'). */
  previous: string;
  /** Name of the forward arrow button ('Next slide'). */
  next: string;
  /** Name of each dot, from its 1-based number ('Go to slide 3'). */
  goToSlide: (n: number) => string;
  /** Each slide's name for screen readers ('1 of 6'). */
  slideOf: (n: number, total: number) => string;
  /** Each card link's name, from the project's title ('View project: Data Scientist'). */
  viewProject: (title: string) => string;
}

export interface ProjectCarouselProps {
  /** The client stories, one card each: photo, sub-title, title (the link) and structure; three in view on desktop. */
  projects: ProjectSlideItem[];
  /** Names of the carousel, its buttons, dots, slides and card links. */
  labels: ProjectCarouselLabels;
  /** Eyebrow, title and intro above the carousel; without it the card titles are h2s, with it h3s. */
  heading?: SectionHeadingContent;
  /** The band's colour: 'paper' (default), 'default' or 'brand'. */
  background?: SectionBackground;
  /** In-page anchor of the band ('portfolio' unless given); also starts its heading's id. */
  id?: string;
}

/** Client stories to browse by button, dot, arrow key or swipe; it never moves on its own. */
export function ProjectCarousel({ projects, labels, heading, background = 'paper', id = 'portfolio' }: ProjectCarouselProps) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { direction, regionProps } = useCarouselDirection();
  const regionId = useId();
  // Where the page's script moved it before this code arrived (carouselBeforeCode.ts): Embla starts there.
  const [startIndex] = useState(() => carouselStartSlide(regionId));
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', duration: slideDuration, direction, startIndex });
  const [selected, setSelected] = useState(startIndex);
  const trackRef = useRef<HTMLDivElement>(null);
  useCarouselTakeOver(emblaApi, trackRef);
  const [snapCount, setSnapCount] = useState(projects.length);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const sync = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setSnapCount(emblaApi.scrollSnapList().length);
    };
    sync();
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi]);

  const go = useCarouselMoves(emblaApi, { jump: reduceMotion });

  const headingId = `${id}-heading`;
  const count = projects.length;
  return (
    <Section id={id} background={background} labelledBy={heading ? headingId : undefined}>
      {heading ? <SectionHeading id={headingId} {...heading} /> : null}
      <Box id={regionId} data-carousel="" {...regionProps(labels.carousel, go)} sx={{ borderRadius: rounded('lg') }}>
        <Box ref={viewportRef} sx={carouselViewportSx}>
          <Box ref={trackRef} data-carousel-track="" sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: -3 }}>
            {projects.map((project, index) => (
              <ProjectSlide key={project.id} project={project} label={labels.slideOf(index + 1, count)} viewProject={labels.viewProject} headingLevel={heading ? 'h3' : 'h2'} />
            ))}
          </Box>
        </Box>
        <CarouselControls labels={labels} onStep={go}>
          <CarouselDots count={snapCount} selected={selected} onSelect={go} goToSlide={labels.goToSlide} />
        </CarouselControls>
      </Box>
    </Section>
  );
}
