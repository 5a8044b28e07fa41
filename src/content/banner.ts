import type { Cta, Image } from '../types/content';
import { image } from './images';

/** The first screen of every home page. */
export const banner: { eyebrow: string; title: string; text: string; cta: Cta; secondaryCta: Cta; image: Image } = {
  eyebrow: 'Your trusted US company formation agent',
  title: 'US Company Formation',
  text: 'Form your LLC or C-Corp from anywhere in the world. We handle the state filing, EIN, registered agent, US address, phone number and bank account, so you can start selling in the United States.',
  cta: { label: 'Lets form your company', to: '/contact-us' },
  secondaryCta: { label: 'See pricing', to: '/pricing' },
  image: image(
    'hero',
    '/images/banner/hero.webp',
    'A globe linked by a flight arc to a map of the United States above a night skyline, with a bank approval card and a business debit card',
  ),
};
