import t, { tag } from 'virtual:messages/home';
import { number, usd } from '../platform/format';
import type { Cta, Highlight, Image, PackageBlock, SectionHeading, SellingPoint } from '../types/content';
import type { PlanTool } from '../sections/PlanYourCompany';
import { form5472Penalty } from './federalFacts';
import { brandFilm, image } from './images';
import { registrationHours } from './serviceTerms';

// Kept in a module of its own: the banner is the one home section the first screen's script carries.
export { banner } from './banner';

/** Global brands that trust us, in thousands (the brand band's 180K). */
const brandsInThousands = 180;

export const packages: PackageBlock[] = [
  {
    id: 1,
    title: t.packages.allInclusive.title,
    icon: 'package',
    text: t.packages.allInclusive.text,
    items: [
      t.packages.allInclusive.items.incorporation(registrationHours),
      t.packages.allInclusive.items.banking,
      t.packages.allInclusive.items.virtualAddress,
      t.packages.allInclusive.items.phoneNumber,
    ],
  },
  {
    id: 2,
    title: t.packages.lifetimeSupport.title,
    icon: 'support',
    text: t.packages.lifetimeSupport.text,
    items: [
      t.packages.lifetimeSupport.items.namedContact,
      t.packages.lifetimeSupport.items.deadlineReminders,
      t.packages.lifetimeSupport.items.plainAnswers,
    ],
  },
];

export const servicesSection: SectionHeading = {
  eyebrow: t.servicesSection.eyebrow,
  title: t.servicesSection.title,
  text: t.servicesSection.text({ fastest: registrationHours.fastest }),
};

/** The "Plan your company" band under the services: the free planning tools. */
export const planYourCompany: { heading: SectionHeading; tools: PlanTool[] } = {
  heading: {
    eyebrow: t.planYourCompany.heading.eyebrow,
    title: t.planYourCompany.heading.title,
    text: t.planYourCompany.heading.text,
  },
  tools: [
    {
      id: 'costs',
      title: t.planYourCompany.costs.title,
      text: t.planYourCompany.costs.text,
      cta: { label: t.planYourCompany.costs.ctaLabel, to: '/costs' },
    },
    {
      id: 'eligibility',
      title: t.planYourCompany.eligibility.title,
      text: t.planYourCompany.eligibility.text,
      cta: { label: t.planYourCompany.eligibility.ctaLabel, to: '/eligibility' },
    },
    {
      id: 'calendar',
      title: t.planYourCompany.calendar.title,
      text: t.planYourCompany.calendar.text({ penalty: usd(form5472Penalty, tag) }),
      cta: { label: t.planYourCompany.calendar.ctaLabel, to: '/compliance-calendar' },
    },
  ],
};

export const dutiesSection: SectionHeading = {
  eyebrow: t.dutiesSection.eyebrow,
  title: t.dutiesSection.title,
  text: t.dutiesSection.text,
};

export const whyChooseUs: { heading: SectionHeading; points: Highlight[]; cta: Cta } = {
  heading: {
    eyebrow: t.whyChooseUs.heading.eyebrow,
    title: t.whyChooseUs.heading.title,
    text: t.whyChooseUs.heading.text,
  },
  points: [
    { id: 1, title: t.whyChooseUs.noVisit.title, text: t.whyChooseUs.noVisit.text },
    { id: 2, title: t.whyChooseUs.transparentPricing.title, text: t.whyChooseUs.transparentPricing.text },
    { id: 3, title: t.whyChooseUs.nonResidentExperts.title, text: t.whyChooseUs.nonResidentExperts.text },
    { id: 4, title: t.whyChooseUs.oneTeam.title, text: t.whyChooseUs.oneTeam.text },
  ],
  cta: { label: t.whyChooseUs.ctaLabel, to: '/pricing' },
};

export const testimonialsSection: SectionHeading = {
  eyebrow: t.testimonialsSection.eyebrow,
  title: t.testimonialsSection.title,
};

export const experienceSection: { heading: SectionHeading; sellingPoints: SellingPoint[] } = {
  heading: {
    eyebrow: t.experienceSection.heading.eyebrow,
    title: t.experienceSection.heading.title,
    text: t.experienceSection.heading.text,
  },
  sellingPoints: [
    {
      id: 1,
      title: t.experienceSection.staff.title,
      icon: 'staff',
      text: t.experienceSection.staff.text,
    },
    {
      id: 2,
      title: t.experienceSection.guarantee.title,
      icon: 'guarantee',
      figure: '100',
      figureSuffix: '%',
      text: t.experienceSection.guarantee.text,
    },
    {
      id: 3,
      title: t.experienceSection.idea.title,
      icon: 'idea',
      text: t.experienceSection.idea.text,
    },
  ],
};

export const faqSection: SectionHeading = {
  eyebrow: t.faqSection.eyebrow,
  title: t.faqSection.title,
};

export const brandBand: { text: string; background: Image; film: typeof brandFilm } = {
  text: t.brandBand.text({ thousands: number(brandsInThousands, tag) }),
  background: image('band', '/images/brand-band/background.webp', t.brandBand.backgroundAlt),
  film: brandFilm,
};

export const portfolioSection: SectionHeading = {
  eyebrow: t.portfolioSection.eyebrow,
  title: t.portfolioSection.title,
};

export const teamSection: SectionHeading = {
  eyebrow: t.teamSection.eyebrow,
  title: t.teamSection.title,
};

export const blogSection: SectionHeading = {
  eyebrow: t.blogSection.eyebrow,
  title: t.blogSection.title,
};

export const marketingServicesSection: SectionHeading = {
  eyebrow: t.marketingServicesSection.eyebrow,
  title: t.marketingServicesSection.title,
  text: t.marketingServicesSection.text,
};

export const countersSection: SectionHeading = {
  eyebrow: t.countersSection.eyebrow,
  title: t.countersSection.title,
};

export const newsletter: SectionHeading = {
  eyebrow: t.newsletter.eyebrow,
  title: t.newsletter.title,
  text: t.newsletter.text,
};

export const videoPopup: {
  heading: SectionHeading;
  poster: Image;
  sources: { src: string; type: string }[];
  captions: { src: string; srcLang: string; label: string };
} = {
  heading: {
    eyebrow: t.videoPopup.heading.eyebrow,
    title: t.videoPopup.heading.title,
    text: t.videoPopup.heading.text,
  },
  poster: brandFilm.poster,
  // WebM first: smaller, and it plays where H.264 is missing.
  sources: [
    { src: brandFilm.webmSrc, type: 'video/webm' },
    { src: brandFilm.src, type: brandFilm.type },
  ],
  // The film's only captions are English: the track's label names that language in the reader's own.
  captions: { src: '/media/brand-film.en.vtt', srcLang: 'en', label: t.videoPopup.captionsLabel },
};
