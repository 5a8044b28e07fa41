import type { Cta, Highlight, Image, PackageBlock, SectionHeading, SellingPoint } from '../types/content';
import type { PlanTool } from '../sections/PlanYourCompany';
import { brandFilm, image } from './images';

// Kept in a module of its own: the banner is the one home section the first screen's script carries.
export { banner } from './banner';

export const packages: PackageBlock[] = [
  {
    id: 1,
    title: 'All Inclusive Package',
    icon: 'package',
    text: 'One order covers everything a new US company needs to start trading.',
    items: ['Incorporation within 24-48 hours', 'Banking setup', 'US virtual address', 'US phone number'],
  },
  {
    id: 2,
    title: 'Lifetime Support',
    icon: 'support',
    text: 'Dedicated lifetime support for your questions, for as long as your company exists.',
    items: ['A named contact who knows your company', 'Reminders before every state and IRS deadline', 'Plain answers about banking, tax and compliance'],
  },
];

export const servicesSection: SectionHeading = {
  eyebrow: 'Our Services',
  title: 'EXPAND GLOBALLY: START YOUR US COMPANY TODAY',
  text: 'Six services, one team: from registration in as little as 24 hours to your yearly IRS filing.',
};

/** The "Plan your company" band under the services: the free planning tools. */
export const planYourCompany: { heading: SectionHeading; tools: PlanTool[] } = {
  heading: {
    eyebrow: 'Plan your company',
    title: 'Answers before you pay',
    text: 'Which state, what it costs over the years, whether your country is accepted and what is due when: free, with dates and sources.',
  },
  tools: [
    {
      id: 'costs',
      title: 'Cost calculator',
      text: 'State fees and taxes year by year in nine states, side by side, with the Delaware franchise tax worked out both ways.',
      cta: { label: 'Compare state costs', to: '/costs' },
    },
    {
      id: 'eligibility',
      title: 'Country check',
      text: 'Whether banks, Stripe and our services accept founders who live in or are citizens of your country.',
      cta: { label: 'Check your country', to: '/eligibility' },
    },
    {
      id: 'calendar',
      title: 'Compliance calendar',
      text: 'Every state report and IRS filing your company owes, with its date, including Form 5472 and its $25,000 penalty.',
      cta: { label: 'See your deadlines', to: '/compliance-calendar' },
    },
  ],
};

export const dutiesSection: SectionHeading = {
  eyebrow: 'How we work',
  title: 'Responsibilities of the registered agent',
  text: 'Every US company must keep a registered agent in its state. Here is what we do for yours.',
};

export const whyChooseUs: { heading: SectionHeading; points: Highlight[]; cta: Cta } = {
  heading: {
    eyebrow: 'Why Choose Us',
    title: 'Built for founders outside the United States',
    text: 'All-in-one, transparent, affordable pricing with expert guidance at every step.',
  },
  points: [
    { id: 1, title: 'No US visit, no SSN', text: 'Everything is done online with your passport: formation, EIN and bank account.' },
    { id: 2, title: 'Transparent pricing', text: 'One price on the pricing page, with state fees shown before you pay. No renewal surprises.' },
    { id: 3, title: 'Experts in non-resident rules', text: 'Our team and partner CPAs work only with foreign-owned companies.' },
    { id: 4, title: 'One team for everything', text: 'Registration, banking, address, phone and tax filing, with one contact who knows your file.' },
  ],
  cta: { label: 'Compare plans', to: '/pricing' },
};

export const testimonialsSection: SectionHeading = {
  eyebrow: 'What people say',
  title: 'Founders around the world run their US company with us',
};

export const experienceSection: { heading: SectionHeading; sellingPoints: SellingPoint[] } = {
  heading: {
    eyebrow: 'Our digital experience',
    title: 'Leading the best digital agency in town',
    text: 'Formation is only the start. We stay with you as your company grows, from the first invoice to the yearly filing.',
  },
  sellingPoints: [
    {
      id: 1,
      title: 'Professional Staff',
      icon: 'staff',
      text: 'Paralegals, compliance specialists and partner CPAs who work with non-resident founders every day.',
    },
    {
      id: 2,
      title: 'Satisfaction Guarantee',
      icon: 'guarantee',
      figure: '100',
      figureSuffix: '%',
      text: 'We keep working until your company is approved, your accounts are open and every document is right.',
    },
    {
      id: 3,
      title: 'Install idea & solution',
      icon: 'idea',
      text: 'Tell us what you want to build and we set up the structure, accounts and tools to match it.',
    },
  ],
};

export const faqSection: SectionHeading = {
  eyebrow: 'FAQ',
  title: 'Questions founders ask first',
};

export const brandBand: { text: string; background: Image; film: typeof brandFilm } = {
  text: 'Trusted by 180K global brands',
  background: image(
    'band',
    '/images/brand-band/background.webp',
    'Evening view over the New York financial district with office lights on',
  ),
  film: brandFilm,
};

export const portfolioSection: SectionHeading = {
  eyebrow: 'Client Stories',
  title: 'Businesses we helped expand to the US',
};

export const teamSection: SectionHeading = {
  eyebrow: 'Our Team',
  title: 'The people behind your US company',
};

export const blogSection: SectionHeading = {
  eyebrow: 'Founder Guides',
  title: 'Learn before you form',
};

export const marketingServicesSection: SectionHeading = {
  eyebrow: 'Grow your US company',
  title: 'Marketing that brings US customers',
  text: 'Once your company is formed, our partners help you reach and win American buyers.',
};

export const countersSection: SectionHeading = {
  eyebrow: 'In numbers',
  title: 'Experience you can count on',
};

export const newsletter: SectionHeading = {
  eyebrow: 'Newsletter',
  title: 'Founder guides in your inbox',
  text: 'One email a month on US banking, tax deadlines and compliance changes for non-resident owners. Unsubscribe any time.',
};

export const videoPopup: {
  heading: SectionHeading;
  poster: Image;
  sources: { src: string; type: string }[];
  captions: { src: string; srcLang: string; label: string };
} = {
  heading: {
    eyebrow: 'How it works',
    title: 'From order to a working US company',
    text: 'Watch how a founder abroad orders, signs and receives a US company, EIN and bank account without leaving home.',
  },
  poster: brandFilm.poster,
  // WebM first: smaller, and it plays where H.264 is missing.
  sources: [
    { src: brandFilm.webmSrc, type: 'video/webm' },
    { src: brandFilm.src, type: brandFilm.type },
  ],
  captions: { src: '/media/brand-film.en.vtt', srcLang: 'en', label: 'English' },
};
