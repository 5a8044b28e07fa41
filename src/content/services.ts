import * as t from 'virtual:messages/services';
import { tag } from 'virtual:messages/services';
import { usd } from '../platform/format';
import type { Cta, SectionHeading, Service } from '../types/content';
import { form5472Penalty } from './federalFacts';
import { image } from './images';
import { registrationHours } from './serviceTerms';
import { ui } from './ui';
import { sitePath } from '../sitePaths';

/** The partner bank's bonus reward for an account opened through us. */
const bankBonus = 500;
/** The price of a US phone number. */
const phoneNumberPrice = 1;

/** The six formation services (spec section 3). Cards link to /services-details/{id}. */
export const services: Service[] = [
  {
    id: 1,
    title: t.registration_title,
    icon: 'registration',
    text: t.registration_text({ fastest: registrationHours.fastest }),
    image: image('service', '/images/services/service-1.webp', t.registration_imageAlt),
    body: [t.registration_body_noResidency, t.registration_body_approval({ fastest: registrationHours.fastest }), t.registration_body_llcOrCorp],
    includes: [
      t.registration_includes_nameCheck,
      t.registration_includes_articles,
      t.registration_includes_operatingAgreement,
      t.registration_includes_registeredAgent,
      t.registration_includes_digitalDelivery,
    ],
  },
  {
    id: 2,
    title: t.banking_title,
    icon: 'banking',
    text: t.banking_text({ bonus: usd(bankBonus, tag) }),
    image: image('service', '/images/services/service-2.webp', t.banking_imageAlt),
    body: [t.banking_body_whyUsAccount, t.banking_body_application({ bonus: usd(bankBonus, tag) }), t.banking_body_otherPlatforms],
    includes: [
      t.banking_includes_applicationReview,
      t.banking_includes_onlineOpening,
      t.banking_includes_bonus({ bonus: usd(bankBonus, tag) }),
      t.banking_includes_paymentPlatforms,
      t.banking_includes_payouts,
    ],
  },
  {
    id: 3,
    title: t.ein_title,
    icon: 'ein',
    text: t.ein_text,
    image: image('service', '/images/services/service-3.webp', t.ein_imageAlt),
    body: [t.ein_body_whatItIs, t.ein_body_noSsn, t.ein_body_noItin],
    includes: [t.ein_includes_formSs4, t.ein_includes_noSsnOrItin, t.ein_includes_followUp, t.ein_includes_confirmationLetter],
  },
  {
    id: 4,
    title: t.address_title,
    icon: 'address',
    text: t.address_text,
    image: image('service', '/images/services/service-4.webp', t.address_imageAlt),
    body: [t.address_body_streetAddress, t.address_body_scanning, t.address_body_forwarding],
    includes: [t.address_includes_streetAddress, t.address_includes_unlimitedScans, t.address_includes_emailAlert, t.address_includes_forwarding],
  },
  {
    id: 5,
    title: t.tax_title,
    icon: 'tax',
    text: t.tax_text,
    image: image('service', '/images/services/service-5.webp', t.tax_imageAlt),
    body: [t.tax_body_everyYear({ penalty: usd(form5472Penalty, tag) }), t.tax_body_partnerCpas, t.tax_body_homeCountry],
    includes: [t.tax_includes_federalReturn, t.tax_includes_extension, t.tax_includes_stateReminders, t.tax_includes_cpaQuestions],
  },
  {
    id: 6,
    title: t.phone_title,
    icon: 'phone',
    text: t.phone_text({ price: usd(phoneNumberPrice, tag) }),
    image: image('service', '/images/services/service-6.webp', t.phone_imageAlt),
    body: [t.phone_body_localNumber({ price: usd(phoneNumberPrice, tag) }), t.phone_body_unlimitedCalls, t.phone_body_teams],
    includes: [t.phone_includes_number({ price: usd(phoneNumberPrice, tag) }), t.phone_includes_unlimitedCalls, t.phone_includes_devices, t.phone_includes_callRules],
  },
];

/** Heading of the service list pages (/services, /services-2, /services-3). */
export const servicesListHeading: SectionHeading = {
  eyebrow: t.listHeading_eyebrow,
  title: t.listHeading_title,
  text: t.listHeading_text,
};

/** The call-to-action panel beside the compact service list and on every service detail page. */
export const servicesHelp: { title: string; text: string; cta: Cta } = {
  title: ui.services.needHelp,
  text: ui.services.needHelpText,
  cta: { label: ui.services.contactUs, to: sitePath('/contact-us') },
};
