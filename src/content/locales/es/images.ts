import type * as en from '../../images';
import { image } from '../../images';

// The sizes and the image() helper have no words: they are the English module's own.
export { image, imageSizes } from '../../images';
export type { ImageFamily } from '../../images';

/** Video y póster de la franja de marcas (película silenciosa detrás de «Trusted by 180K global brands»). */
export const brandFilm: typeof en.brandFilm = {
  src: '/media/brand-film.mp4',
  type: 'video/mp4',
  webmSrc: '/media/brand-film.webm',
  poster: image(
    'band',
    '/images/brand-band/poster.webp',
    'Una estrella dorada sobre un puente de luz, con un documento de empresa y una tarjeta bancaria flotando a su lado',
  ),
};
