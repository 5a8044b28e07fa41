import t, { tag } from 'virtual:messages/services';
import { usd } from '../platform/format';
import type { Cta, SectionHeading, Service } from '../types/content';
import { form5472Penalty } from './federalFacts';
import { image } from './images';
import { registrationHours } from './serviceTerms';
import { ui } from './ui';

/** The partner bank's bonus reward for an account opened through us. */
const bankBonus = 500;
/** The price of a US phone number. */
const phoneNumberPrice = 1;

/** The six formation services (spec section 3). Cards link to /services-details/{id}. */
export const services: Service[] = [
  {
    id: 1,
    title: t.registration.title,
    icon: 'registration',
    text: t.registration.text({ fastest: registrationHours.fastest }),
    image: image('service', '/images/services/service-1.webp', t.registration.imageAlt),
    body: [t.registration.body.noResidency, t.registration.body.approval({ fastest: registrationHours.fastest }), t.registration.body.llcOrCorp],
    includes: [
      t.registration.includes.nameCheck,
      t.registration.includes.articles,
      t.registration.includes.operatingAgreement,
      t.registration.includes.registeredAgent,
      t.registration.includes.digitalDelivery,
    ],
  },
  {
    id: 2,
    title: t.banking.title,
    icon: 'banking',
    text: t.banking.text({ bonus: usd(bankBonus, tag) }),
    image: image('service', '/images/services/service-2.webp', t.banking.imageAlt),
    body: [t.banking.body.whyUsAccount, t.banking.body.application({ bonus: usd(bankBonus, tag) }), t.banking.body.otherPlatforms],
    includes: [
      t.banking.includes.applicationReview,
      t.banking.includes.onlineOpening,
      t.banking.includes.bonus({ bonus: usd(bankBonus, tag) }),
      t.banking.includes.paymentPlatforms,
      t.banking.includes.payouts,
    ],
  },
  {
    id: 3,
    title: t.ein.title,
    icon: 'ein',
    text: t.ein.text,
    image: image('service', '/images/services/service-3.webp', t.ein.imageAlt),
    body: [t.ein.body.whatItIs, t.ein.body.noSsn, t.ein.body.noItin],
    includes: [t.ein.includes.formSs4, t.ein.includes.noSsnOrItin, t.ein.includes.followUp, t.ein.includes.confirmationLetter],
  },
  {
    id: 4,
    title: t.address.title,
    icon: 'address',
    text: t.address.text,
    image: image('service', '/images/services/service-4.webp', t.address.imageAlt),
    body: [t.address.body.streetAddress, t.address.body.scanning, t.address.body.forwarding],
    includes: [t.address.includes.streetAddress, t.address.includes.unlimitedScans, t.address.includes.emailAlert, t.address.includes.forwarding],
  },
  {
    id: 5,
    title: t.tax.title,
    icon: 'tax',
    text: t.tax.text,
    image: image('service', '/images/services/service-5.webp', t.tax.imageAlt),
    body: [t.tax.body.everyYear({ penalty: usd(form5472Penalty, tag) }), t.tax.body.partnerCpas, t.tax.body.homeCountry],
    includes: [t.tax.includes.federalReturn, t.tax.includes.extension, t.tax.includes.stateReminders, t.tax.includes.cpaQuestions],
  },
  {
    id: 6,
    title: t.phone.title,
    icon: 'phone',
    text: t.phone.text({ price: usd(phoneNumberPrice, tag) }),
    image: image('service', '/images/services/service-6.webp', t.phone.imageAlt),
    body: [t.phone.body.localNumber({ price: usd(phoneNumberPrice, tag) }), t.phone.body.unlimitedCalls, t.phone.body.teams],
    includes: [
      t.phone.includes.number({ price: usd(phoneNumberPrice, tag) }),
      t.phone.includes.unlimitedCalls,
      t.phone.includes.devices,
      t.phone.includes.callRules,
    ],
  },
];

/** Heading of the service list pages (/services, /services-2, /services-3). */
export const servicesListHeading: SectionHeading = {
  eyebrow: t.listHeading.eyebrow,
  title: t.listHeading.title,
  text: t.listHeading.text,
};

/** The call-to-action panel beside the compact service list and on every service detail page. */
export const servicesHelp: { title: string; text: string; cta: Cta } = {
  title: ui.services.needHelp,
  text: ui.services.needHelpText,
  cta: { label: ui.services.contactUs, to: '/contact-us' },
};
