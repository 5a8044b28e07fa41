import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { rounded } from '../../theme/tokens';
import type { Image } from '../../types/content';

export interface BrandFilmSource {
  /** MP4 (H.264). */
  src: string;
  type: string;
  webmSrc?: string;
  poster: Image;
}

export interface BrandFilmProps {
  film: BrandFilmSource;
  /** Start playing this long after the band mounts; null never starts it on its own. */
  delayMs: number | null;
  unsupportedText: string;
}

/** The muted brand film: visitors get the controls, and it starts by itself only without reduced motion. */
export function BrandFilm({ film, delayMs, unsupportedText }: BrandFilmProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (delayMs === null || reducedMotion) return undefined;
    const timer = window.setTimeout(() => {
      const video = videoRef.current;
      if (!video) return;
      // React sets `muted` as a property only; browsers allow autoplay of muted media alone.
      video.muted = true;
      // A refusal (data saver, autoplay policy) leaves the poster and the play control, which is fine.
      video.play().catch(() => undefined);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, reducedMotion]);

  return (
    <Box
      component="video"
      ref={videoRef}
      controls
      muted
      loop
      playsInline
      preload="none"
      poster={film.poster.src}
      width={film.poster.width}
      height={film.poster.height}
      aria-label={film.poster.alt}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${film.poster.width} / ${film.poster.height}`,
        borderRadius: rounded('xxl'),
        bgcolor: 'brand.surface',
        boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
      }}
    >
      {film.webmSrc ? <source src={film.webmSrc} type="video/webm" /> : null}
      <source src={film.src} type={film.type} />
      {unsupportedText}
    </Box>
  );
}
