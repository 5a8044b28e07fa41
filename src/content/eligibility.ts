import type { CountryCheckLabels } from '../sections/CountryCheck';
import type { EligibilityRule, EligibilityRuleSet } from '../sections/CountryCheck/eligibility';
import type { EligibilityRulesLabels } from '../sections/EligibilityRules';
import type { SectionHeading } from '../types/content';
import t, { tag } from 'virtual:messages/eligibility';
import { monthDay, monthYear, shortDate, usd } from '../platform/format';
import { form5472CalendarYearDue, form5472Penalty } from './federalFacts';
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

/** When TechCrunch reported Mercury closing accounts in several countries (the source below). */
const mercuryReportPublished = '2024-07-23';

const sources = {
  ofac: { sourceLabel: t.sources.ofac, sourceUrl: 'https://ofac.treasury.gov/sanctions-programs-and-country-information' },
  irsEin: { sourceLabel: t.sources.irsEin, sourceUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers' },
  irs5472: { sourceLabel: t.sources.irs5472, sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  stripeLlcGuide: {
    sourceLabel: t.sources.stripeLlcGuide,
    sourceUrl: 'https://stripe.com/es-us/resources/more/how-to-open-an-llc-in-the-usa-for-nonresidents',
  },
  stripeAtlasApplication: { sourceLabel: t.sources.stripeAtlasApplication, sourceUrl: 'https://stripe.com/docs/atlas/application' },
  stripeAtlasBanking: { sourceLabel: t.sources.stripeAtlasBanking, sourceUrl: 'https://stripe.com/docs/atlas/next' },
  stripeRestricted: { sourceLabel: t.sources.stripeRestricted, sourceUrl: 'https://stripe.com/legal/restricted-businesses' },
  wiseAddress: { sourceLabel: t.sources.wiseAddress, sourceUrl: 'https://saveoffice.io/blog/wise-business-account-address' },
  mercury2024: {
    sourceLabel: t.sources.mercury2024({ date: shortDate(mercuryReportPublished, tag) }),
    sourceUrl: 'https://techcrunch.com/2024/07/23/mercury-bank-fintech-sanctions-ukraine-nigeria/',
  },
  phonePlans: { sourceLabel: t.sources.phonePlans, sourceUrl: '/pricing?tab=phone' },
} satisfies Record<string, Pick<EligibilityRule, 'sourceLabel' | 'sourceUrl'>>;

/** The month Mercury stopped serving founders living in Ukraine, Nigeria, Croatia and other countries (the TechCrunch report above). */
const mercuryStoppedServing = '2024-07';

const rule = (status: EligibilityRule['status'], text: string, source: (typeof sources)[keyof typeof sources]): EligibilityRule => ({
  status,
  text,
  ...source,
  lastChecked,
});

const services: { id: EligibilityServiceId; name: string }[] = [
  { id: 'formation', name: t.services.formation },
  { id: 'ein', name: t.services.ein },
  { id: 'address', name: t.services.address },
  { id: 'phone', name: t.services.phone },
  { id: 'bankingOnline', name: t.services.bankingOnline },
  { id: 'bankingMultiCurrency', name: t.services.bankingMultiCurrency },
  { id: 'stripe', name: t.services.stripe },
  { id: 'taxFiling', name: t.services.taxFiling },
];

const everyService = (one: EligibilityRule) =>
  Object.fromEntries(services.map((service) => [service.id, one])) as Record<EligibilityServiceId, EligibilityRule>;

const sanctionedCitizen = rule(
  'conditions',
  t.shared.sanctionedCitizen,
  sources.ofac,
);

const sanctionsScreening = rule(
  'conditions',
  t.shared.sanctionsScreening,
  sources.ofac,
);

export const eligibilityRules = {
  services,
  defaults: {
    formation: rule(
      'available',
      t.defaults.formation,
      sources.stripeLlcGuide,
    ),
    ein: rule(
      'conditions',
      t.defaults.ein,
      sources.irsEin,
    ),
    address: rule(
      'conditions',
      t.defaults.address,
      sources.stripeAtlasApplication,
    ),
    phone: rule('available', t.defaults.phone, sources.phonePlans),
    bankingOnline: rule(
      'conditions',
      t.defaults.bankingOnline,
      sources.stripeAtlasBanking,
    ),
    bankingMultiCurrency: rule(
      'conditions',
      t.defaults.bankingMultiCurrency,
      sources.wiseAddress,
    ),
    stripe: rule(
      'conditions',
      t.defaults.stripe,
      sources.stripeRestricted,
    ),
    taxFiling: rule(
      'available',
      t.defaults.taxFiling({ penalty: usd(form5472Penalty, tag), date: monthDay(form5472CalendarYearDue, tag) }),
      sources.irs5472,
    ),
  },
  groups: [
    {
      id: 'sanctioned',
      label: t.groups.sanctioned.label,
      basis: 'residence',
      countries: ['CU', 'IR', 'KP'],
      blocked: rule(
        'unavailable',
        t.groups.sanctioned.blocked,
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', t.groups.sanctioned.everyService, sources.ofac)),
    },
    {
      id: 'syria',
      label: t.groups.syria.label,
      basis: 'residence',
      countries: ['SY'],
      blocked: rule(
        'unavailable',
        t.groups.syria.blocked,
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', t.groups.syria.everyService, sources.ofac)),
    },
    {
      id: 'sanctioned-citizens',
      label: t.groups.sanctionedCitizens.label,
      basis: 'citizenship',
      countries: ['CU', 'IR', 'KP', 'SY'],
      rules: everyService(sanctionedCitizen),
    },
    {
      id: 'ukraine-regions',
      label: t.groups.ukraineRegions.label,
      basis: 'residence',
      countries: ['UA'],
      note: rule(
        'unavailable',
        t.groups.ukraineRegions.note,
        sources.ofac,
      ),
      rules: {},
    },
    {
      id: 'mercury-2024',
      label: t.groups.mercury2024.label,
      basis: 'residence',
      countries: ['UA', 'NG', 'HR'],
      rules: {
        bankingOnline: rule(
          'conditions',
          t.groups.mercury2024.bankingOnline({ date: monthYear(mercuryStoppedServing, tag) }),
          sources.mercury2024,
        ),
      },
    },
    {
      id: 'russia-belarus',
      label: t.groups.russiaBelarus.label,
      basis: 'residence',
      countries: ['RU', 'BY'],
      rules: { bankingOnline: sanctionsScreening, bankingMultiCurrency: sanctionsScreening, stripe: sanctionsScreening },
    },
    {
      id: 'russia-belarus-citizens',
      label: t.groups.russiaBelarusCitizens.label,
      basis: 'citizenship',
      countries: ['RU', 'BY'],
      rules: {
        bankingOnline: rule(
          'conditions',
          t.groups.russiaBelarusCitizens.bankingOnline,
          sources.ofac,
        ),
        stripe: rule(
          'conditions',
          t.groups.russiaBelarusCitizens.stripe,
          sources.ofac,
        ),
      },
    },
    {
      id: 'us-residents',
      label: t.groups.usResidents.label,
      basis: 'residence',
      countries: ['US'],
      rules: {
        ein: rule('available', t.groups.usResidents.ein, sources.irsEin),
      },
    },
  ],
} satisfies EligibilityRuleSet<EligibilityServiceId>;

/** The page's name, hero title and search description. */
export const eligibilityPage = {
  title: t.page.title,
  description:
    t.page.description,
};

const checked = (iso: string) => t.checked({ date: shortDate(iso, tag) });

const statusLabels = { available: t.status.available, conditions: t.status.conditions, unavailable: t.status.unavailable };

export const countryCheckHeading: SectionHeading = {
  eyebrow: t.countryCheckHeading.eyebrow,
  title: t.countryCheckHeading.title,
  text: t.countryCheckHeading.text,
};

export const countryCheckLabels = {
  residence: t.countryCheck.residence,
  citizenship: t.countryCheck.citizenship,
  citizenshipHelp: t.countryCheck.citizenshipHelp,
  noOptions: t.countryCheck.noOptions,
  open: t.countryCheck.open,
  close: t.countryCheck.close,
  clear: t.countryCheck.clear,
  unknownCountry: (value: string) => t.countryCheck.unknownCountry({ value }),
  prompt:
    t.countryCheck.prompt,
  answerHeading: (residence: string, citizenship: string | null) =>
    citizenship && citizenship !== residence
      ? t.countryCheck.answerResidenceAndCitizenship({ residence, citizenship })
      : t.countryCheck.answerResidence({ residence }),
  summary: (counts: { available: number; conditions: number; unavailable: number }) =>
    t.countryCheck.summary(counts),
  blockedTitle: (country: string) => t.countryCheck.blockedTitle({ country }),
  status: statusLabels,
  source: t.source,
  checked,
  opensInNewTab: shellLabels.common.opensInNewTab,
  nextPlans: { label: t.countryCheck.nextPlans, to: '/pricing?tab=incorporations' },
  nextPlansText: t.countryCheck.nextPlansText,
  nextInquiry: (country: string) => t.countryCheck.nextInquiry({ country }),
  nextInquiryText: t.countryCheck.nextInquiryText,
  inquiryPath: '/contact-us',
  shareHint: t.countryCheck.shareHint,
} satisfies CountryCheckLabels;

export const eligibilityRulesHeading: SectionHeading = {
  eyebrow: t.rulesHeading.eyebrow,
  title: t.rulesHeading.title,
  text: t.rulesHeading.text,
};

export const eligibilityRulesLabels = {
  everyone: t.rules.everyone,
  status: statusLabels,
  source: t.source,
  checked,
  opensInNewTab: shellLabels.common.opensInNewTab,
  regionNotes: t.rules.regionNotes,
  checkLink: { label: t.rules.checkLink, to: '#check' },
} satisfies EligibilityRulesLabels;
