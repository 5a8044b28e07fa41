import * as t from 'virtual:messages/banner';
import type { Cta, Image } from '../types/content';
import { image } from './images';
import { sitePath } from '../sitePaths';

/** The first screen of every home page. */
export const banner: { eyebrow: string; title: string; text: string; cta: Cta; secondaryCta: Cta; image: Image } = {
  eyebrow: t.eyebrow,
  title: t.title,
  text: t.text,
  cta: { label: t.cta, to: sitePath('/contact-us') },
  secondaryCta: { label: t.secondaryCta, to: sitePath('/pricing') },
  image: image('hero', '/images/banner/hero.webp', t.imageAlt),
};
