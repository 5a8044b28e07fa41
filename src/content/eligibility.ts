import type { CountryCheckLabels } from '../sections/CountryCheck';
import type { EligibilityRule, EligibilityRuleSet } from '../sections/CountryCheck/eligibility';
import type { EligibilityRulesLabels } from '../sections/EligibilityRules';
import type { SectionHeading } from '../types/content';
import * as t from 'virtual:messages/eligibility';
import { tag } from 'virtual:messages/eligibility';
// The one shell word it shows, read from the catalog: shellLabels.ts would bring the whole shell's words into the island.
import * as shellWords from 'virtual:messages/shellLabels';
import { monthDay, monthYear, shortDate } from '../platform/dates';
import { usd } from '../platform/format';
import { form5472CalendarYearDue, form5472Penalty } from './federalFacts';
import { sitePath } from '../sitePaths';
import { launchPlanLink } from './launchPlanLink';

/**
 * The country check (/eligibility): which of our services a founder can use from the country they
 * live in (and, optionally, the one whose passport they hold). Rules are data: a default per service
 * and the groups of countries that differ. Every rule names its source and the day it was last
 * checked; what no source confirms is worded as "check with the provider", never as a fact.
 */

export type EligibilityServiceId = 'formation' | 'ein' | 'address' | 'phone' | 'bankingOnline' | 'bankingMultiCurrency' | 'stripe' | 'taxFiling';

const lastChecked = '2026-11-24';

/** When TechCrunch reported Mercury closing accounts in several countries (the source below). */
const mercuryReportPublished = '2024-07-23';

const sources = {
  ofac: { sourceLabel: t.sources_ofac, sourceUrl: 'https://ofac.treasury.gov/sanctions-programs-and-country-information' },
  irsEin: { sourceLabel: t.sources_irsEin, sourceUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers' },
  irs5472: { sourceLabel: t.sources_irs5472, sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  stripeLlcGuide: {
    sourceLabel: t.sources_stripeLlcGuide,
    sourceUrl: 'https://stripe.com/es-us/resources/more/how-to-open-an-llc-in-the-usa-for-nonresidents',
  },
  stripeAtlasApplication: { sourceLabel: t.sources_stripeAtlasApplication, sourceUrl: 'https://stripe.com/docs/atlas/application' },
  stripeAtlasBanking: { sourceLabel: t.sources_stripeAtlasBanking, sourceUrl: 'https://stripe.com/docs/atlas/next' },
  stripeRestricted: { sourceLabel: t.sources_stripeRestricted, sourceUrl: 'https://stripe.com/legal/restricted-businesses' },
  wiseAddress: { sourceLabel: t.sources_wiseAddress, sourceUrl: 'https://saveoffice.io/blog/wise-business-account-address' },
  mercury2024: {
    sourceLabel: t.sources_mercury2024({ date: shortDate(mercuryReportPublished, tag) }),
    sourceUrl: 'https://techcrunch.com/2024/07/23/mercury-bank-fintech-sanctions-ukraine-nigeria/',
  },
  phonePlans: { sourceLabel: t.sources_phonePlans, sourceUrl: sitePath('/pricing', { tab: 'phone' }) },
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
  { id: 'formation', name: t.services_formation },
  { id: 'ein', name: t.services_ein },
  { id: 'address', name: t.services_address },
  { id: 'phone', name: t.services_phone },
  { id: 'bankingOnline', name: t.services_bankingOnline },
  { id: 'bankingMultiCurrency', name: t.services_bankingMultiCurrency },
  { id: 'stripe', name: t.services_stripe },
  { id: 'taxFiling', name: t.services_taxFiling },
];

const everyService = (one: EligibilityRule) => Object.fromEntries(services.map((service) => [service.id, one])) as Record<EligibilityServiceId, EligibilityRule>;

const sanctionedCitizen = rule('conditions', t.shared_sanctionedCitizen, sources.ofac);

const sanctionsScreening = rule('conditions', t.shared_sanctionsScreening, sources.ofac);

export const eligibilityRules = {
  services,
  defaults: {
    formation: rule('available', t.defaults_formation, sources.stripeLlcGuide),
    ein: rule('conditions', t.defaults_ein, sources.irsEin),
    address: rule('conditions', t.defaults_address, sources.stripeAtlasApplication),
    phone: rule('available', t.defaults_phone, sources.phonePlans),
    bankingOnline: rule('conditions', t.defaults_bankingOnline, sources.stripeAtlasBanking),
    bankingMultiCurrency: rule('conditions', t.defaults_bankingMultiCurrency, sources.wiseAddress),
    stripe: rule('conditions', t.defaults_stripe, sources.stripeRestricted),
    taxFiling: rule('available', t.defaults_taxFiling({ penalty: usd(form5472Penalty, tag), date: monthDay(form5472CalendarYearDue, tag) }), sources.irs5472),
  },
  groups: [
    {
      id: 'sanctioned',
      label: t.groups_sanctioned_label,
      basis: 'residence',
      countries: ['CU', 'IR', 'KP'],
      blocked: rule('unavailable', t.groups_sanctioned_blocked, sources.ofac),
      rules: everyService(rule('unavailable', t.groups_sanctioned_everyService, sources.ofac)),
    },
    {
      id: 'syria',
      label: t.groups_syria_label,
      basis: 'residence',
      countries: ['SY'],
      blocked: rule('unavailable', t.groups_syria_blocked, sources.ofac),
      rules: everyService(rule('unavailable', t.groups_syria_everyService, sources.ofac)),
    },
    {
      id: 'sanctioned-citizens',
      label: t.groups_sanctionedCitizens_label,
      basis: 'citizenship',
      countries: ['CU', 'IR', 'KP', 'SY'],
      rules: everyService(sanctionedCitizen),
    },
    {
      id: 'ukraine-regions',
      label: t.groups_ukraineRegions_label,
      basis: 'residence',
      countries: ['UA'],
      note: rule('unavailable', t.groups_ukraineRegions_note, sources.ofac),
      rules: {},
    },
    {
      id: 'mercury-2024',
      label: t.groups_mercury2024_label,
      basis: 'residence',
      countries: ['UA', 'NG', 'HR'],
      rules: {
        bankingOnline: rule('conditions', t.groups_mercury2024_bankingOnline({ date: monthYear(mercuryStoppedServing, tag) }), sources.mercury2024),
      },
    },
    {
      id: 'russia-belarus',
      label: t.groups_russiaBelarus_label,
      basis: 'residence',
      countries: ['RU', 'BY'],
      rules: { bankingOnline: sanctionsScreening, bankingMultiCurrency: sanctionsScreening, stripe: sanctionsScreening },
    },
    {
      id: 'russia-belarus-citizens',
      label: t.groups_russiaBelarusCitizens_label,
      basis: 'citizenship',
      countries: ['RU', 'BY'],
      rules: {
        bankingOnline: rule('conditions', t.groups_russiaBelarusCitizens_bankingOnline, sources.ofac),
        stripe: rule('conditions', t.groups_russiaBelarusCitizens_stripe, sources.ofac),
      },
    },
    {
      id: 'us-residents',
      label: t.groups_usResidents_label,
      basis: 'residence',
      countries: ['US'],
      rules: {
        ein: rule('available', t.groups_usResidents_ein, sources.irsEin),
      },
    },
  ],
} satisfies EligibilityRuleSet<EligibilityServiceId>;

/** The page's name, hero title and search description. */
export const eligibilityPage = {
  title: t.page_title,
  description: t.page_description,
};

const checked = (iso: string) => t.checked({ date: shortDate(iso, tag) });

const statusLabels = { available: t.status_available, conditions: t.status_conditions, unavailable: t.status_unavailable };

export const countryCheckHeading: SectionHeading = {
  eyebrow: t.countryCheckHeading_eyebrow,
  title: t.countryCheckHeading_title,
  text: t.countryCheckHeading_text,
};

export const countryCheckLabels = {
  residence: t.countryCheck_residence,
  citizenship: t.countryCheck_citizenship,
  citizenshipHelp: t.countryCheck_citizenshipHelp,
  noOptions: t.countryCheck_noOptions,
  open: t.countryCheck_open,
  close: t.countryCheck_close,
  clear: t.countryCheck_clear,
  unknownCountry: (value: string) => t.countryCheck_unknownCountry({ value }),
  prompt: t.countryCheck_prompt,
  answerHeading: (residence: string, citizenship: string | null) =>
    citizenship && citizenship !== residence ? t.countryCheck_answerResidenceAndCitizenship({ residence, citizenship }) : t.countryCheck_answerResidence({ residence }),
  summary: (counts: { available: number; conditions: number; unavailable: number }) => t.countryCheck_summary(counts),
  blockedTitle: (country: string) => t.countryCheck_blockedTitle({ country }),
  status: statusLabels,
  source: t.source,
  checked,
  opensInNewTab: shellWords.common_opensInNewTab,
  nextPlans: { label: t.countryCheck_nextPlans, to: sitePath('/pricing', { tab: 'incorporations' }) },
  nextPlansText: t.countryCheck_nextPlansText,
  nextInquiry: (country: string) => t.countryCheck_nextInquiry({ country }),
  nextInquiryText: t.countryCheck_nextInquiryText,
  inquiryPath: sitePath('/contact-us'),
  shareHint: t.countryCheck_shareHint,
  planLink: launchPlanLink,
} satisfies CountryCheckLabels;

export const eligibilityRulesHeading: SectionHeading = {
  eyebrow: t.rulesHeading_eyebrow,
  title: t.rulesHeading_title,
  text: t.rulesHeading_text,
};

export const eligibilityRulesLabels = {
  everyone: t.rules_everyone,
  status: statusLabels,
  source: t.source,
  checked,
  opensInNewTab: shellWords.common_opensInNewTab,
  regionNotes: t.rules_regionNotes,
  checkLink: { label: t.rules_checkLink, to: '#check' },
} satisfies EligibilityRulesLabels;
