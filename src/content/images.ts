import * as t from 'virtual:messages/images';
import type { Image } from '../types/content';

/** Sizes of the image families the asset pipeline produces (public/images/...). */
export const imageSizes = {
  service: { width: 800, height: 560 },
  project: { width: 800, height: 600 },
  member: { width: 480, height: 560 },
  post: { width: 800, height: 520 },
  person: { width: 160, height: 160 },
  avatar: { width: 96, height: 96 },
  hero: { width: 1200, height: 900 },
  band: { width: 1600, height: 900 },
  brand: { width: 160, height: 60 },
  about: { width: 800, height: 640 },
} as const;

export type ImageFamily = keyof typeof imageSizes;

/**
 * Narrower copies the asset pipeline writes beside each image of a family (`hero-720.webp`), so a
 * phone on a slow line downloads the width it shows: the hero is 380 px wide on a 412 px phone.
 */
const narrowerCopies: Partial<Record<ImageFamily, number[]>> = { hero: [720] };

/** Build an Image of a known family: image('service', '/images/services/service-1.webp', 'alt'). */
/* @__NO_SIDE_EFFECTS__ */ export function image(family: ImageFamily, src: string, alt: string): Image {
  const size = imageSizes[family];
  const widths = narrowerCopies[family];
  if (!widths) return { src, alt, ...size };
  const copies = widths.map((width) => `${src.replace(/(\.\w+)$/, `-${width}$1`)} ${width}w`);
  return { src, alt, ...size, srcSet: [...copies, `${src} ${size.width}w`].join(', ') };
}

/** Video and poster of the brand band (muted film behind 'Trusted by 180K global brands'). */
export const brandFilm = {
  src: '/media/brand-film.mp4',
  type: 'video/mp4',
  /** Same film in VP9: smaller, and plays in browsers built without H.264. */
  webmSrc: '/media/brand-film.webm',
  poster: image('band', '/images/brand-band/poster.webp', t.brandFilm_posterAlt),
} as const;
