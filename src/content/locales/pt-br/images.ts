import type * as en from '../../images';
import { image } from '../../images';

export { image, imageSizes } from '../../images';
export type { ImageFamily } from '../../images';

/** Vídeo e pôster da faixa de marcas. */
export const brandFilm: typeof en.brandFilm = {
  src: '/media/brand-film.mp4',
  type: 'video/mp4',
  webmSrc: '/media/brand-film.webm',
  poster: image(
    'band',
    '/images/brand-band/poster.webp',
    'Uma estrela dourada sobre uma ponte de luz, com um documento societário e um cartão bancário flutuando ao lado',
  ),
} as const;
