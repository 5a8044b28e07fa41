import * as t from 'virtual:messages/about';
import { tag } from 'virtual:messages/about';
import { number } from '../platform/format';
import type { Cta, Highlight, Image, SectionHeading } from '../types/content';
import { image } from './images';
import { site } from './site';
import { sitePath } from '../sitePaths';

/** How soon a company can be registered, at the quickest. */
const registrationHours = 24;

const aboutImage = image('about', '/images/about/about.webp', t.image_alt);

/** About block on the home page. */
export const aboutSection: { heading: SectionHeading; paragraphs: string[]; points: string[]; image: Image; cta: Cta } = {
  heading: {
    eyebrow: t.section_eyebrow,
    title: t.section_title,
  },
  paragraphs: [t.section_intro({ brandName: site.brandName }), t.section_whatWeDo],
  points: [t.section_points_fastRegistration({ hours: number(registrationHours, tag) }), t.section_points_clearPricing, t.section_points_lifetimeSupport],
  image: aboutImage,
  cta: { label: t.section_cta, to: sitePath('/about-us') },
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
    eyebrow: t.page_eyebrow,
    title: t.page_title,
  },
  story: [t.page_story_beginning, t.page_story_today, t.page_story_afterFormation],
  image: aboutImage,
  mission: {
    eyebrow: t.page_mission_eyebrow,
    title: t.page_mission_title,
    text: t.page_mission_text,
  },
  values: [
    { id: 1, title: t.page_values_plainAnswers_title, text: t.page_values_plainAnswers_text },
    { id: 2, title: t.page_values_clearPrices_title, text: t.page_values_clearPrices_text },
    { id: 3, title: t.page_values_privacyFirst_title, text: t.page_values_privacyFirst_text },
    { id: 4, title: t.page_values_longRun_title, text: t.page_values_longRun_text },
  ],
  cta: { label: t.page_cta, to: sitePath('/contact-us') },
};
