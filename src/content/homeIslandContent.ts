import * as t from 'virtual:messages/home';
import { tag } from 'virtual:messages/home';
import { number } from '../platform/format';
import type { Image, SectionHeading } from '../types/content';
import { brandFilm, image } from './images';

/*
 * The home sections that are islands (the brand band, the film, the newsletter), apart from home.ts:
 * each island reads this module and carries its own words, not the whole home pages' content
 * (measured: each of these islands about 1.9 kB gzip less in English).
 */

/** Global brands that trust us, in thousands (the brand band's 180K). */
const brandsInThousands = 180;

export const brandBand: { text: string; background: Image; film: typeof brandFilm } = {
  text: t.brandBand_text({ thousands: number(brandsInThousands, tag) }),
  background: image('band', '/images/brand-band/background.webp', t.brandBand_backgroundAlt),
  film: brandFilm,
};

export const videoPopup: {
  heading: SectionHeading;
  poster: Image;
  sources: { src: string; type: string }[];
  captions: { src: string; srcLang: string; label: string };
} = {
  heading: {
    eyebrow: t.videoPopup_heading_eyebrow,
    title: t.videoPopup_heading_title,
    text: t.videoPopup_heading_text,
  },
  poster: brandFilm.poster,
  // WebM first: smaller, and it plays where H.264 is missing.
  sources: [
    { src: brandFilm.webmSrc, type: 'video/webm' },
    { src: brandFilm.src, type: brandFilm.type },
  ],
  // The film's only captions are English: the track's label names that language in the reader's own.
  captions: { src: '/media/brand-film.en.vtt', srcLang: 'en', label: t.videoPopup_captionsLabel },
};

export const newsletter: SectionHeading = {
  eyebrow: t.newsletter_eyebrow,
  title: t.newsletter_title,
  text: t.newsletter_text,
};
