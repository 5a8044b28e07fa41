import t, { tag } from 'virtual:messages/about';
import { number } from '../platform/format';
import type { Cta, Highlight, Image, SectionHeading } from '../types/content';
import { image } from './images';
import { site } from './site';

/** How soon a company can be registered, at the quickest. */
const registrationHours = 24;

const aboutImage = image('about', '/images/about/about.webp', t.image.alt);

/** About block on the home page. */
export const aboutSection: { heading: SectionHeading; paragraphs: string[]; points: string[]; image: Image; cta: Cta } = {
  heading: {
    eyebrow: t.section.eyebrow,
    title: t.section.title,
  },
  paragraphs: [t.section.intro({ brandName: site.brandName }), t.section.whatWeDo],
  points: [t.section.points.fastRegistration({ hours: number(registrationHours, tag) }), t.section.points.clearPricing, t.section.points.lifetimeSupport],
  image: aboutImage,
  cta: { label: t.section.cta, to: '/about-us' },
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
    eyebrow: t.page.eyebrow,
    title: t.page.title,
  },
  story: [t.page.story.beginning, t.page.story.today, t.page.story.afterFormation],
  image: aboutImage,
  mission: {
    eyebrow: t.page.mission.eyebrow,
    title: t.page.mission.title,
    text: t.page.mission.text,
  },
  values: [
    { id: 1, title: t.page.values.plainAnswers.title, text: t.page.values.plainAnswers.text },
    { id: 2, title: t.page.values.clearPrices.title, text: t.page.values.clearPrices.text },
    { id: 3, title: t.page.values.privacyFirst.title, text: t.page.values.privacyFirst.text },
    { id: 4, title: t.page.values.longRun.title, text: t.page.values.longRun.text },
  ],
  cta: { label: t.page.cta, to: '/contact-us' },
};
