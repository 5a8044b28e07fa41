import type { CountryCheckLabels } from '../sections/CountryCheck';
import type { EligibilityRule, EligibilityRuleSet } from '../sections/CountryCheck/eligibility';
import type { EligibilityRulesLabels } from '../sections/EligibilityRules';
import type { SectionHeading } from '../types/content';
import { shortDate } from '../platform/format';
import { shellLabels } from './shellLabels';

/**
 * The country check (/eligibility): which of our services a founder can use from the country they
 * live in (and, optionally, the one whose passport they hold). Rules are data: a default per service
 * and the groups of countries that differ. Every rule names its source and the day it was last
 * checked; what no source confirms is worded as "check with the provider", never as a fact.
 */

export type EligibilityServiceId =
  | 'formation'
  | 'ein'
  | 'address'
  | 'phone'
  | 'bankingOnline'
  | 'bankingMultiCurrency'
  | 'stripe'
  | 'taxFiling';

const lastChecked = '2026-11-24';

const sources = {
  ofac: { sourceLabel: 'OFAC: Sanctions programs and country information', sourceUrl: 'https://ofac.treasury.gov/sanctions-programs-and-country-information' },
  irsEin: { sourceLabel: 'IRS: Employer ID Numbers', sourceUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers' },
  irs5472: { sourceLabel: 'IRS: About Form 5472', sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  stripeLlcGuide: {
    sourceLabel: 'Stripe: how non-residents open a US LLC (Spanish edition)',
    sourceUrl: 'https://stripe.com/es-us/resources/more/how-to-open-an-llc-in-the-usa-for-nonresidents',
  },
  stripeAtlasApplication: { sourceLabel: 'Stripe Atlas docs: the application (business address)', sourceUrl: 'https://stripe.com/docs/atlas/application' },
  stripeAtlasBanking: { sourceLabel: 'Stripe Atlas docs: after incorporation (bank eligibility)', sourceUrl: 'https://stripe.com/docs/atlas/next' },
  stripeRestricted: { sourceLabel: 'Stripe: restricted businesses', sourceUrl: 'https://stripe.com/legal/restricted-businesses' },
  wiseAddress: { sourceLabel: 'SaveOffice: Wise Business address rules (third-party summary)', sourceUrl: 'https://saveoffice.io/blog/wise-business-account-address' },
  mercury2024: {
    sourceLabel: 'TechCrunch, 23 Jul 2024: Mercury closes accounts in several countries',
    sourceUrl: 'https://techcrunch.com/2024/07/23/mercury-bank-fintech-sanctions-ukraine-nigeria/',
  },
  phonePlans: { sourceLabel: 'Our US phone number plans', sourceUrl: '/pricing?tab=phone' },
} satisfies Record<string, Pick<EligibilityRule, 'sourceLabel' | 'sourceUrl'>>;

const rule = (status: EligibilityRule['status'], text: string, source: (typeof sources)[keyof typeof sources]): EligibilityRule => ({
  status,
  text,
  ...source,
  lastChecked,
});

const services: { id: EligibilityServiceId; name: string }[] = [
  { id: 'formation', name: 'Company formation (LLC or C-Corp)' },
  { id: 'ein', name: 'EIN (US tax ID)' },
  { id: 'address', name: 'US address and mailbox' },
  { id: 'phone', name: 'US phone number' },
  { id: 'bankingOnline', name: 'Business banking: online US bank' },
  { id: 'bankingMultiCurrency', name: 'Business banking: multi-currency account' },
  { id: 'stripe', name: 'Stripe through your US company' },
  { id: 'taxFiling', name: 'Annual IRS filing (Form 5472 and pro forma 1120)' },
];

const everyService = (one: EligibilityRule) =>
  Object.fromEntries(services.map((service) => [service.id, one])) as Record<EligibilityServiceId, EligibilityRule>;

const sanctionedCitizen = rule(
  'conditions',
  'You hold the citizenship of a country under comprehensive US sanctions. We and our partners look at each such application on its own and ask for proof of where you live; some providers decline it. Write to us before you order.',
  sources.ofac,
);

const sanctionsScreening = rule(
  'conditions',
  'The US has sanctions programs aimed at Russia and Belarus (not a full embargo). Banks and payment providers screen these applications closely and many decline residents of either country. Check with the provider before you rely on an account.',
  sources.ofac,
);

export const eligibilityRules = {
  services,
  defaults: {
    formation: rule(
      'available',
      'Anyone can own a US company: no US residency, visa or Social Security number is needed to form an LLC or a C-Corp.',
      sources.stripeLlcGuide,
    ),
    ein: rule(
      'conditions',
      'Without an SSN or ITIN the IRS online application is closed to you, so we apply by fax or phone (international applicants: +1 267-941-1099). The IRS says fax takes about 4 business days; founders report waits of several weeks.',
      sources.irsEin,
    ),
    address: rule(
      'conditions',
      'Available: a US street address that receives and scans your mail. Stripe Atlas and some banks do not accept a virtual mailbox as the address where your business operates, so use it for mail, not as proof of operations.',
      sources.stripeAtlasApplication,
    ),
    phone: rule('available', 'A US number that rings on your phone or computer wherever you are.', sources.phonePlans),
    bankingOnline: rule(
      'conditions',
      'Opened online with your EIN, formation documents and passport; the bank decides, and residents of some countries are not eligible. Accounts can also be reviewed later. Check with the provider before you apply.',
      sources.stripeAtlasBanking,
    ),
    bankingMultiCurrency: rule(
      'conditions',
      'Multi-currency accounts such as Wise Business ask for a real trading address (no virtual office or mail forwarding) and sometimes proof of your right to live where you are. Check with the provider.',
      sources.wiseAddress,
    ),
    stripe: rule(
      'conditions',
      'With a US company, EIN, US bank account and a live website you apply as a US business. Stripe decides; approval is not guaranteed and some kinds of business are restricted.',
      sources.stripeRestricted,
    ),
    taxFiling: rule(
      'available',
      'We prepare and file Form 5472 with the pro forma Form 1120 each year, due around April 15. It cannot be e-filed, and the IRS penalty for a missing form is $25,000.',
      sources.irs5472,
    ),
  },
  groups: [
    {
      id: 'sanctioned',
      label: 'Residents of Cuba, Iran and North Korea',
      basis: 'residence',
      countries: ['CU', 'IR', 'KP'],
      blocked: rule(
        'unavailable',
        'These countries are under comprehensive US sanctions administered by the Treasury\u2019s Office of Foreign Assets Control (OFAC). US companies, banks and payment providers, ourselves included, may not provide these services to people who live there. We are sorry we cannot help.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'Comprehensive US sanctions (OFAC) bar US businesses from providing it to residents.', sources.ofac)),
    },
    {
      id: 'syria',
      label: 'Residents of Syria',
      basis: 'residence',
      countries: ['SY'],
      blocked: rule(
        'unavailable',
        'Syria was under comprehensive US sanctions for many years. The US changed its Syria sanctions program in 2025, and we have not yet confirmed what now applies to services for people who live there. Until we have, we cannot take orders from residents of Syria. OFAC\u2019s page lists the programs in force.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'Not offered while we confirm what the 2025 changes to US sanctions on Syria allow.', sources.ofac)),
    },
    {
      id: 'sanctioned-citizens',
      label: 'Citizens of Cuba, Iran, North Korea or Syria living elsewhere',
      basis: 'citizenship',
      countries: ['CU', 'IR', 'KP', 'SY'],
      rules: everyService(sanctionedCitizen),
    },
    {
      id: 'ukraine-regions',
      label: 'Residents of Crimea and the so-called DNR and LNR regions of Ukraine',
      basis: 'residence',
      countries: ['UA'],
      note: rule(
        'unavailable',
        'Crimea and the so-called Donetsk and Luhansk People\u2019s Republic regions of Ukraine are under comprehensive US sanctions: we cannot serve people who live there. For the rest of Ukraine the answers below apply.',
        sources.ofac,
      ),
      rules: {},
    },
    {
      id: 'mercury-2024',
      label: 'Residents of Ukraine, Nigeria and Croatia',
      basis: 'residence',
      countries: ['UA', 'NG', 'HR'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'Mercury stopped serving founders living in Ukraine, Nigeria, Croatia and other countries in July 2024. Other US banks decide case by case: check with the provider before you apply.',
          sources.mercury2024,
        ),
      },
    },
    {
      id: 'russia-belarus',
      label: 'Residents of Russia and Belarus',
      basis: 'residence',
      countries: ['RU', 'BY'],
      rules: { bankingOnline: sanctionsScreening, bankingMultiCurrency: sanctionsScreening, stripe: sanctionsScreening },
    },
    {
      id: 'russia-belarus-citizens',
      label: 'Citizens of Russia and Belarus living elsewhere',
      basis: 'citizenship',
      countries: ['RU', 'BY'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'Some banks screen citizenship as well as residence, and may ask for proof of where you live or decline. Check with the provider.',
          sources.ofac,
        ),
        stripe: rule(
          'conditions',
          'Payment providers may ask for proof of where you live when your passport is Russian or Belarusian. Check with the provider.',
          sources.ofac,
        ),
      },
    },
    {
      id: 'us-residents',
      label: 'Residents of the United States',
      basis: 'residence',
      countries: ['US'],
      rules: {
        ein: rule('available', 'With an SSN or ITIN you can apply for the EIN online and usually get it the same day.', sources.irsEin),
      },
    },
  ],
} satisfies EligibilityRuleSet<EligibilityServiceId>;

/** The page's name, hero title and search description. */
export const eligibilityPage = {
  title: 'Country Check',
  description:
    'Which of our services you can use from your country: formation, EIN, address, phone, banking, Stripe and tax filing, with the source of every rule.',
};

const statusLabels = { available: 'Available', conditions: 'Available with conditions', unavailable: 'Not available' };

export const countryCheckHeading: SectionHeading = {
  eyebrow: 'Country check',
  title: 'What can you set up from your country?',
  text: 'Pick where you live, and your citizenship if it differs. You get every service one by one, in plain words, with the source of each rule and the day we last checked it.',
};

export const countryCheckLabels = {
  residence: 'Country where you live',
  citizenship: 'Citizenship (optional)',
  citizenshipHelp: 'Some banks and payment providers look at your passport too.',
  noOptions: 'No country matches that name',
  open: 'Show countries',
  close: 'Hide countries',
  clear: 'Clear',
  unknownCountry: (value: string) => `The link names a country we do not know (\u201c${value}\u201d). Pick yours from the list.`,
  prompt:
    'Pick the country where you live to see the answer. Until then, the rules below show what applies to everyone and which countries differ.',
  answerHeading: (residence: string, citizenship: string | null) =>
    citizenship && citizenship !== residence ? `Living in ${residence}, citizen of ${citizenship}` : `Living in ${residence}`,
  summary: (counts: { available: number; conditions: number; unavailable: number }) =>
    `${counts.available} available, ${counts.conditions} with conditions, ${counts.unavailable} not available`,
  blockedTitle: (country: string) => `We cannot serve residents of ${country}`,
  status: statusLabels,
  source: 'Source:',
  checked: (iso: string) => `last checked ${shortDate(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  nextPlans: { label: 'See the formation plan', to: '/pricing?tab=incorporations' },
  nextPlansText: 'Nothing special applies to your country: the standard plan covers it.',
  nextInquiry: (country: string) => `Ask us about ${country}`,
  nextInquiryText: 'Some rules differ for your country. Tell us what you need and we will say which setup works.',
  inquiryPath: '/contact-us',
  shareHint: 'The address of this page now holds your answer, so you can share it.',
} satisfies CountryCheckLabels;

export const eligibilityRulesHeading: SectionHeading = {
  eyebrow: 'The rules',
  title: 'What applies to whom, service by service',
  text: 'The general rule first, then the countries where it differs. Every rule names its source and the day we last checked it.',
};

export const eligibilityRulesLabels = {
  everyone: 'Everyone else',
  status: statusLabels,
  source: 'Source:',
  checked: (iso: string) => `last checked ${shortDate(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  regionNotes: 'Countries and regions we cannot serve',
  checkLink: { label: 'Check your country', to: '#check' },
} satisfies EligibilityRulesLabels;
