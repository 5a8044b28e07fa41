import type * as en from '../../images';
import { image } from '../../images';

export { image, imageSizes } from '../../images';
export type { ImageFamily } from '../../images';

/** Vidéo et affiche du bandeau des marques (film muet derrière « Ils nous font confiance »). */
export const brandFilm: typeof en.brandFilm = {
  src: '/media/brand-film.mp4',
  type: 'video/mp4',
  /** Le même film en VP9 : plus léger, et lisible par les navigateurs sans H.264. */
  webmSrc: '/media/brand-film.webm',
  poster: image(
    'band',
    '/images/brand-band/poster.webp',
    'Une étoile dorée au-dessus d’un pont de lumière, avec un document de société et une carte bancaire qui flottent à côté',
  ),
} as const;
