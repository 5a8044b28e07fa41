import useMediaQuery from '@mui/material/useMediaQuery';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Who may move a carousel on its own (WCAG 2.2.2): the visitor's pause/play choice, a pointer resting on
 * the slides and keyboard focus inside the carousel all hold it still, and reduced motion turns it off.
 * Focus on the pause/play button itself does not count, so pressing Play really plays.
 */
export function useAutoMotion(startPlaying: boolean) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [playing, setPlaying] = useState(startPlaying);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => setPlaying((value) => !value), []);

  const hoverProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
  };

  const focusProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const onToggle = toggleRef.current?.contains(event.target) ?? false;
      // A mouse click leaves focus behind; only keyboard focus means the visitor is reading here.
      setFocused(!onToggle && event.target.matches(':focus-visible'));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    /** Motion exists at all (false under prefers-reduced-motion): show the pause/play button. */
    available: !reducedMotion,
    reducedMotion,
    /** The visitor's choice, shown by the pause/play button. */
    playing,
    /** Whether the carousel moves right now. */
    running: !reducedMotion && playing && !hovered && !focused,
    toggle,
    toggleRef,
    hoverProps,
    focusProps,
  };
}

type MotionPluginName = 'autoplay' | 'autoScroll';

/** Plays or stops an Embla motion plugin to match `running`, also after Embla re-initialises (resize). */
export function useEmblaMotion(emblaApi: EmblaCarouselType | undefined, plugin: MotionPluginName, running: boolean) {
  useEffect(() => {
    if (!emblaApi) return undefined;
    const apply = () => {
      const motion = emblaApi.plugins()[plugin] as { play: () => void; stop: () => void } | undefined;
      if (!motion) return;
      if (running) motion.play();
      else motion.stop();
    };
    apply();
    emblaApi.on('reInit', apply);
    return () => {
      emblaApi.off('reInit', apply);
    };
  }, [emblaApi, plugin, running]);
}
