import * as t from 'virtual:messages/home';
import { tag } from 'virtual:messages/home';
import { number, usd } from '../platform/format';
import type { Cta, Highlight, Image, PackageBlock, SectionHeading, SellingPoint } from '../types/content';
import type { PlanTool } from '../sections/PlanYourCompany';
import { form5472Penalty } from './federalFacts';
import { brandFilm, image } from './images';
import { registrationHours } from './serviceTerms';
import { sitePath } from '../sitePaths';

// Kept in a module of its own: the banner is the one home section the first screen's script carries.
export { banner } from './banner';

export const packages: PackageBlock[] = [
  {
    id: 1,
    title: t.packages_allInclusive_title,
    icon: 'package',
    text: t.packages_allInclusive_text,
    items: [
      t.packages_allInclusive_items_incorporation(registrationHours),
      t.packages_allInclusive_items_banking,
      t.packages_allInclusive_items_virtualAddress,
      t.packages_allInclusive_items_phoneNumber,
    ],
  },
  {
    id: 2,
    title: t.packages_lifetimeSupport_title,
    icon: 'support',
    text: t.packages_lifetimeSupport_text,
    items: [t.packages_lifetimeSupport_items_namedContact, t.packages_lifetimeSupport_items_deadlineReminders, t.packages_lifetimeSupport_items_plainAnswers],
  },
];

export const servicesSection: SectionHeading = {
  eyebrow: t.servicesSection_eyebrow,
  title: t.servicesSection_title,
  text: t.servicesSection_text({ fastest: registrationHours.fastest }),
};

/** The "Plan your company" band under the services: the free planning tools. */
export const planYourCompany: { heading: SectionHeading; tools: PlanTool[] } = {
  heading: {
    eyebrow: t.planYourCompany_heading_eyebrow,
    title: t.planYourCompany_heading_title,
    text: t.planYourCompany_heading_text,
  },
  tools: [
    {
      id: 'launchPlan',
      title: t.planYourCompany_launchPlan_title,
      text: t.planYourCompany_launchPlan_text,
      cta: { label: t.planYourCompany_launchPlan_ctaLabel, to: sitePath('/launch-plan') },
    },
    {
      id: 'costs',
      title: t.planYourCompany_costs_title,
      text: t.planYourCompany_costs_text,
      cta: { label: t.planYourCompany_costs_ctaLabel, to: sitePath('/costs') },
    },
    {
      id: 'eligibility',
      title: t.planYourCompany_eligibility_title,
      text: t.planYourCompany_eligibility_text,
      cta: { label: t.planYourCompany_eligibility_ctaLabel, to: sitePath('/eligibility') },
    },
    {
      id: 'calendar',
      title: t.planYourCompany_calendar_title,
      text: t.planYourCompany_calendar_text({ penalty: usd(form5472Penalty, tag) }),
      cta: { label: t.planYourCompany_calendar_ctaLabel, to: sitePath('/compliance-calendar') },
    },
  ],
};

export const dutiesSection: SectionHeading = {
  eyebrow: t.dutiesSection_eyebrow,
  title: t.dutiesSection_title,
  text: t.dutiesSection_text,
};

export const whyChooseUs: { heading: SectionHeading; points: Highlight[]; cta: Cta } = {
  heading: {
    eyebrow: t.whyChooseUs_heading_eyebrow,
    title: t.whyChooseUs_heading_title,
    text: t.whyChooseUs_heading_text,
  },
  points: [
    { id: 1, title: t.whyChooseUs_noVisit_title, text: t.whyChooseUs_noVisit_text },
    { id: 2, title: t.whyChooseUs_transparentPricing_title, text: t.whyChooseUs_transparentPricing_text },
    { id: 3, title: t.whyChooseUs_nonResidentExperts_title, text: t.whyChooseUs_nonResidentExperts_text },
    { id: 4, title: t.whyChooseUs_oneTeam_title, text: t.whyChooseUs_oneTeam_text },
  ],
  cta: { label: t.whyChooseUs_ctaLabel, to: sitePath('/pricing') },
};

export const testimonialsSection: SectionHeading = {
  eyebrow: t.testimonialsSection_eyebrow,
  title: t.testimonialsSection_title,
};

export const experienceSection: { heading: SectionHeading; sellingPoints: SellingPoint[] } = {
  heading: {
    eyebrow: t.experienceSection_heading_eyebrow,
    title: t.experienceSection_heading_title,
    text: t.experienceSection_heading_text,
  },
  sellingPoints: [
    {
      id: 1,
      title: t.experienceSection_staff_title,
      icon: 'staff',
      text: t.experienceSection_staff_text,
    },
    {
      id: 2,
      title: t.experienceSection_guarantee_title,
      icon: 'guarantee',
      figure: '100',
      figureSuffix: '%',
      text: t.experienceSection_guarantee_text,
    },
    {
      id: 3,
      title: t.experienceSection_idea_title,
      icon: 'idea',
      text: t.experienceSection_idea_text,
    },
  ],
};

export const faqSection: SectionHeading = {
  eyebrow: t.faqSection_eyebrow,
  title: t.faqSection_title,
};

export const teamSection: SectionHeading = {
  eyebrow: t.teamSection_eyebrow,
  title: t.teamSection_title,
};

export const blogSection: SectionHeading = {
  eyebrow: t.blogSection_eyebrow,
  title: t.blogSection_title,
};

export const marketingServicesSection: SectionHeading = {
  eyebrow: t.marketingServicesSection_eyebrow,
  title: t.marketingServicesSection_title,
  text: t.marketingServicesSection_text,
};

export const countersSection: SectionHeading = {
  eyebrow: t.countersSection_eyebrow,
  title: t.countersSection_title,
};

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
