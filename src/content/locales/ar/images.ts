import type * as en from '../../images';
import { image } from '../../images';

export { image, imageSizes } from '../../images';
export type { ImageFamily } from '../../images';

/** Video and poster of the brand band (muted film behind the brand line). */
export const brandFilm: typeof en.brandFilm = {
  src: '/media/brand-film.mp4',
  type: 'video/mp4',
  /** Same film in VP9: smaller, and plays in browsers built without H.264. */
  webmSrc: '/media/brand-film.webm',
  poster: image(
    'band',
    '/images/brand-band/poster.webp',
    'نجمة ذهبية فوق جسر من الضوء، وبجانبها وثيقة شركة وبطاقة بنكية تطفوان في الهواء',
  ),
};
