import type { Cta, Highlight, Image, SectionHeading } from '../types/content';
import { image } from './images';
import { site } from './site';

const aboutImage = image(
  'about',
  '/images/about/about.webp',
  'Our team at work in the New York office, reviewing client company documents',
);

/** About block on the home page. */
export const aboutSection: { heading: SectionHeading; paragraphs: string[]; points: string[]; image: Image; cta: Cta } = {
  heading: {
    eyebrow: 'About Us',
    title: 'Your US company, set up and looked after from New York',
  },
  paragraphs: [
    `${site.brandName} helps entrepreneurs outside the United States form and run a US company without flying in, without a Social Security number and without guesswork.`,
    'We file your company, obtain your EIN, act as your registered agent, give you a US address and phone number, open your business bank account and file your yearly IRS return through partner CPAs.',
  ],
  points: ['Registration in as little as 24 hours', 'Transparent, all-in-one pricing', 'Lifetime support from one team'],
  image: aboutImage,
  cta: { label: 'More about us', to: '/about-us' },
};

/** The /about-us page. */
export const aboutPage: {
  heading: SectionHeading;
  story: string[];
  image: Image;
  mission: SectionHeading;
  values: Highlight[];
  cta: Cta;
} = {
  heading: {
    eyebrow: 'About Us',
    title: 'We make the United States reachable for every founder',
  },
  story: [
    'Our founder moved to New York from abroad and needed three months, two lawyers and a trip to a bank branch to set up his first US company. Most of that time went into finding out what to do, not doing it.',
    'Today our New York team, with partner banks and CPAs, has turned that process into a few online steps. Founders from around the world order in the morning and have a registered company as soon as the next day.',
    'We stay after formation: as your registered agent, your US mailroom, your phone line and your reminder for every state and IRS deadline.',
  ],
  image: aboutImage,
  mission: {
    eyebrow: 'Our mission',
    title: 'All-in-one, transparent, affordable',
    text: 'A non-US founder should get the same access to American customers, banks and investors as a local one, at a clear price and with expert guidance.',
  },
  values: [
    { id: 1, title: 'Plain answers', text: 'We explain tax and compliance in everyday words, and we say so when a question needs a lawyer or CPA.' },
    { id: 2, title: 'Clear prices', text: 'Every fee is on the pricing page. State fees and deposits are shown before you pay.' },
    { id: 3, title: 'Privacy first', text: 'Our address goes on public filings, your documents stay in your private portal.' },
    { id: 4, title: 'For the long run', text: 'Lifetime support means the same team answers you in year five as in week one.' },
  ],
  cta: { label: 'Lets form your company', to: '/contact-us' },
};
