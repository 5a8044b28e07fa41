import * as t from 'virtual:messages/launchPlan';
import { tag } from 'virtual:messages/launchPlan';
// The one shell word it shows, read from the catalog: shellLabels.ts would bring the whole shell's words into the island.
import * as shellWords from 'virtual:messages/shellLabels';
import type { SectionHeading } from '../types/content';
import type { StateCode } from '../types/stateCosts';
import type { DeadlineRule } from '../sections/ComplianceCalendar/deadlines';
import type { DocumentId, PlanFacts, PlanSource, StepFacts } from '../sections/LaunchPlan/plan';
import type { LaunchPlanChoices, LaunchPlanLabels } from '../sections/LaunchPlan';
import { costForState } from '../sections/CostCalculator/costMath';
import { defaultCostInputs } from '../sections/CostCalculator/costQuery';
import { longDate, shortDate } from '../platform/dates';
import { usd } from '../platform/format';
import { sitePath } from '../sitePaths';
import { calendarSchedule, federalRules } from './complianceCalendar';
import { stateCostFacts } from './costCalculator';
import { countries } from './countries';
import { eligibilityRules, type EligibilityServiceId } from './eligibility';
import { boiInterimRuleDate, form1065CalendarYearDue } from './federalFacts';
import { site } from './site';
import { factsLastChecked, stateCodes, stateFacts } from './stateCosts';

/*
 * The launch plan (/launch-plan): the facts the cost calculator, the country check and the
 * compliance calendar read, ordered into one founder's steps. Only what none of them holds is
 * written here: how long each step of the process takes, what it needs, who does it, and the IRS
 * and FinCEN pages that say so. Every fee, rule and due date is theirs.
 */

/** When the durations, documents and sources below were last compared with their pages. */
export const launchPlanLastChecked = '2026-12-02';
const checked = launchPlanLastChecked;

/**
 * The domains of official pages: a state, the IRS, FinCEN, the Treasury, the Federal Register, and
 * the providers' own pages for their own rules. Any other source is a third party's summary, and the
 * plan says so beside its link.
 */
const officialHosts = [
  /(^|\.)irs\.gov$/,
  /(^|\.)fincen\.gov$/,
  /(^|\.)treasury\.gov$/,
  /(^|\.)federalregister\.(gov|com)$/,
  /(^|\.)comptroller\.texas\.gov$/,
  /(^|\.)sos\.[a-z]+\.gov$/,
  /(^|\.)[a-z]+\.gov$/,
  /(^|\.)stripe\.com$/,
  /(^|\.)paypal\.com$/,
];
export function isOfficial(url: string): boolean {
  if (url.startsWith('/')) return true;
  const host = URL.parse(url)?.host ?? '';
  return officialHosts.some((pattern) => pattern.test(host));
}

const source = (label: string, url: string): PlanSource => ({ label, url, official: isOfficial(url) });

/** The IRS pages the EIN steps cite: the SS-4 instructions give the fax, mail and phone routes and their times. */
const irsSs4 = source(t.sourcesIrs_ss4, 'https://www.irs.gov/instructions/iss4');
const irsEin = source(t.sourcesIrs_ein, 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers');
/** The line the IRS gives international applicants for an EIN by phone, and its stated times by fax and by mail (Instructions for Form SS-4). */
const irsInternationalEinPhone = '+1 267-941-1099';
const irsEinFaxBusinessDays = 4;
const irsEinMailWeeks = 4;
/** An 83(b) election is filed within this many days of receiving the shares (IRS Form 15620). */
const election83bDays = 30;

/** Where the country check's label says "(third-party summary)" itself: the plan adds that mark beside the link, so it names the source without it. */
const labelsWithoutMark: Partial<Record<EligibilityServiceId, string>> = { bankingMultiCurrency: t.sources_wiseAddress };
const eligibilitySource = (id: EligibilityServiceId) => {
  const rule = eligibilityRules.defaults[id];
  return source(labelsWithoutMark[id] ?? rule.sourceLabel, rule.sourceUrl);
};

const step = (days: StepFacts['days'], who: StepFacts['who'], documents: DocumentId[], text: string, sources: PlanSource[]): StepFacts => ({
  days,
  who,
  documents,
  text,
  sources,
  lastChecked: checked,
});

/** PayPal's rule, worded as the country check words Stripe's, from PayPal's own page. */
const paypalSource = source(t.sources_paypalCountries, 'https://www.paypal.com/us/webapps/mpp/country-worldwide');
const stripeSource = source(t.sources_stripeCountries, 'https://stripe.com/global');

/** The partnership return of an LLC with two or more owners, as a calendar rule. */
const partnershipReturn: DeadlineRule = {
  id: 'irs-1065',
  title: t.text_partnershipTitle,
  what: t.text_partnershipWhat,
  ifMissed: t.text_partnershipMissed,
  due: { kind: 'fixed', ...form1065CalendarYearDue },
  starts: 'next-year',
  sources: [{ label: t.sourcesIrs_form1065, url: 'https://www.irs.gov/forms-pubs/about-form-1065' }],
  lastChecked: checked,
};

/** The calendar's BOI sources: FinCEN's page on the rule and the rule in the Federal Register. */
const boiSources = calendarSchedule.boi.sources.map(({ label, url }) => source(label, url));

/** What /costs shows for a state and kind: formation in year 1, the yearly state amount in year 2 (Delaware's franchise tax with its default shares). */
function costs(state: StateCode, type: 'smllc' | 'mmllc' | 'ccorp') {
  const result = costForState({ ...stateCostFacts, plans: [] }, state, { ...defaultCostInputs, state, type, years: 2, plan: null });
  const kind = type === 'ccorp' ? 'corp' : 'llc';
  return { formation: result.years[0].formation, yearly: result.years[1].stateYearly, yearlyNote: stateFacts[state][kind].annual.fee.note };
}

export const launchPlanFacts: PlanFacts<EligibilityServiceId> = {
  states: stateFacts,
  costs,
  eligibility: eligibilityRules,
  services: {
    formation: 'formation',
    address: 'address',
    ein: 'ein',
    banking: 'bankingOnline',
    bankingMultiCurrency: 'bankingMultiCurrency',
    stripe: 'stripe',
    taxFiling: 'taxFiling',
  },
  paypal: { status: 'conditions', text: t.paypal_rule, sourceLabel: paypalSource.label, sourceUrl: paypalSource.url, lastChecked: checked },
  process: {
    stateFiling: step({ min: 1, typical: 3, max: 15 }, 'us', ['passport', 'ownerDetails'], t.text_stateFiling, [source(t.sourcesOwn_filing, sitePath('/pricing', { tab: 'incorporations' }))]),
    agentAddress: step({ min: 0, typical: 1, max: 3 }, 'us', ['passport', 'proofOfAddress'], t.text_agentAddress, [
      source(t.sourcesOwn_agent, sitePath('/pricing', { tab: 'incorporations' })),
      eligibilitySource('address'),
    ]),
    // The IRS: about 4 business days by fax (6 calendar days), about 4 weeks by mail, a number by phone
    // the same day for international applicants; founders report up to two months.
    ein: step({ min: 1, typical: 6, max: 60 }, 'irs', ['ss4', 'articles', 'passport'], t.text_ein({ phone: irsInternationalEinPhone, faxDays: irsEinFaxBusinessDays, mailWeeks: irsEinMailWeeks }), [
      irsSs4,
      irsEin,
    ]),
    einLetter: step({ min: 0, typical: 2, max: 30 }, 'irs', [], t.text_einLetter, [irsSs4]),
    bank: step({ min: 2, typical: 7, max: 30 }, 'bank', ['passport', 'proofOfAddress', 'articles', 'operatingAgreement', 'cp575'], t.text_bank, [
      eligibilitySource('bankingOnline'),
      eligibilitySource('bankingMultiCurrency'),
    ]),
    stripe: step({ min: 1, typical: 3, max: 14 }, 'provider', ['passport', 'cp575', 'bankStatement', 'website'], t.text_stripe, [eligibilitySource('stripe'), stripeSource]),
    paypal: step({ min: 1, typical: 3, max: 14 }, 'provider', ['passport', 'cp575', 'bankStatement'], t.text_paypal, [paypalSource]),
  },
  boi: { text: t.boi_text({ date: longDate(boiInterimRuleDate, tag) }), sources: boiSources, lastChecked: checked },
  deadlineRules: (state, kind) => calendarSchedule.schedules[state][kind].rules.filter((rule) => !federalRules[kind].includes(rule)),
  federalRules: (kind) => federalRules[kind],
  federalRuleIds: { smllc: 'irs-5472', corp: 'irs-1120' },
  partnershipReturn,
  election83b: {
    days: election83bDays,
    text: t.text_election83b({ days: election83bDays }),
    ifMissed: t.text_election83bMissed,
    documents: ['stockAgreement', 'form15620'],
    sources: [source(t.sourcesIrs_form15620, 'https://www.irs.gov/pub/irs-pdf/f15620.pdf')],
    lastChecked: checked,
  },
  isOfficial,
};

/** Everything the form offers: the countries by their names in this language, the states, the kinds. */
export const launchPlanChoices = {
  countries: countries.map(({ code, name }) => ({ code, name })),
  states: stateCodes.map((code) => ({ code, name: stateFacts[code].name })),
  /** "Today" of the prerendered page: the plan's start when the address names none. */
  referenceDate: factsLastChecked,
  siteUrl: site.siteUrl,
} satisfies LaunchPlanChoices;

/** The language of the calendar file's text, in its PRODID, as the compliance calendar's says it. */
export const launchPlanFile = { prodId: `-//${site.brandName}//Launch plan//${tag === 'ar' ? 'AR' : 'EN'}`, domain: new URL(site.siteUrl).host };

/** The page's name, hero title and search description. */
export const launchPlanPage = { title: t.page_title, description: t.page_description };

export const launchPlanHeading: SectionHeading = { eyebrow: t.heading_eyebrow, title: t.heading_title, text: t.heading_text };

const date = (iso: string) => shortDate(iso, tag);

export const launchPlanLabels = {
  form: {
    title: t.form_title,
    residence: t.form_residence,
    citizenship: t.form_citizenship,
    sameAsResidence: t.form_sameAsResidence,
    type: t.form_type,
    types: { llc: t.form_typeLlc, corp: t.form_typeCorp, 'corp-vesting': t.form_typeCorpVesting },
    state: t.form_state,
    helpChoose: t.form_helpChoose,
    owners: t.form_owners,
    ownersOption: (count: number) => t.form_ownersOption({ count }),
    ownersMany: (count: number) => t.form_ownersMany({ count: String(count) }),
    sells: t.form_sells,
    sellsOptions: { software: t.form_sellsSoftware, services: t.form_sellsServices, goods: t.form_sellsGoods },
    market: t.form_market,
    marketOptions: { world: t.form_marketWorld, us: t.form_marketUs, outside: t.form_marketOutside },
    payments: t.form_payments,
    paymentOptions: { stripe: t.form_paymentsStripe, paypal: t.form_paymentsPaypal, bank: t.form_paymentsBank, none: t.form_paymentsNone },
    start: t.form_start,
    submit: t.form_submit,
    unknown: (value: string) => t.form_unknown({ value }),
    help: t.form_help,
  },
  plan: {
    heading: (start: string) => t.plan_heading({ start: date(start) }),
    summary: (state: string, type: string, formed: string, payout: string | null) =>
      payout ? t.plan_summary({ state, type, formed: date(formed), payout: date(payout) }) : t.plan_summaryNoPayout({ state, type, formed: date(formed) }),
    chooseState: t.plan_chooseState,
    chooseStateLink: t.plan_chooseStateLink,
    noState: t.plan_noState,
    estimates: t.plan_estimates,
    fees: (amount: number) => t.plan_fees({ amount: usd(amount, tag) }),
    feesUnconfirmed: t.plan_feesUnconfirmed,
    stepsHeading: t.plan_stepsHeading,
    timelineHeading: t.plan_timelineHeading,
    filingsHeading: t.plan_filingsHeading,
    notesHeading: t.plan_notesHeading,
    goodsNote: t.plan_goodsNote,
    step: (n: number) => t.plan_step({ number: String(n) }),
  },
  steps: {
    stateFiling: t.step_stateFiling,
    agentAddress: t.step_agentAddress,
    ein: t.step_ein,
    einLetter: t.step_einLetter,
    bank: t.step_bank,
    paymentsStripe: t.step_paymentsStripe,
    paymentsPaypal: t.step_paymentsPaypal,
    boi: t.step_boi,
    election83b: t.step_election83b,
    stateAnnual: t.step_stateAnnual,
    federalReturn: t.step_federalReturn,
  },
  who: {
    label: t.who_label,
    us: t.who_us,
    state: t.who_state,
    irs: t.who_irs,
    bank: t.who_bank,
    provider: t.who_provider,
    founder: t.who_founder,
    nobody: t.who_nobody,
  },
  days: {
    label: t.days_label,
    range: (min: number, typical: number, max: number) => t.days_range({ min: String(min), typical, max: String(max) }),
    dates: (earliest: string, typical: string, latest: string) => t.days_dates({ earliest: date(earliest), typical: date(typical), latest: date(latest) }),
    due: (iso: string) => t.days_due({ date: date(iso) }),
  },
  documents: {
    label: t.documents_label,
    none: t.documents_none,
    names: {
      passport: t.documents_passport,
      proofOfAddress: t.documents_proofOfAddress,
      ownerDetails: t.documents_ownerDetails,
      articles: t.documents_articles,
      operatingAgreement: t.documents_operatingAgreement,
      bylaws: t.documents_bylaws,
      ss4: t.documents_ss4,
      cp575: t.documents_cp575,
      website: t.documents_website,
      stockAgreement: t.documents_stockAgreement,
      form15620: t.documents_form15620,
      bankStatement: t.documents_bankStatement,
    },
  },
  cost: { label: t.cost_label, none: t.cost_none, unconfirmed: t.cost_unconfirmed, amount: (amount: number) => usd(amount, tag) },
  penalty: t.penalty_label,
  conditions: t.status_conditions,
  sources: { label: t.sources_label, thirdParty: t.sources_thirdParty, checked: (iso: string) => t.sources_checked({ date: date(iso) }), opensInNewTab: shellWords.common_opensInNewTab },
  blocked: {
    title: (country: string) => t.blocked_title({ country }),
    intro: (country: string) => t.blocked_intro({ country }),
    stepBlocked: t.blocked_stepBlocked,
    next: t.blocked_next,
    checkLink: (country: string) => t.blocked_checkLink({ country }),
  },
  export: {
    heading: t.export_heading,
    ics: t.export_ics,
    icsHint: t.export_icsHint,
    print: t.export_print,
    share: t.export_share,
    fileName: (state: string, type: string, start: string) => t.export_fileName({ state, type, start }).toLowerCase(),
    calendarName: (state: string, type: string) => t.export_calendarName({ state, type }),
    reminder: (title: string) => t.export_reminder({ title }),
    eventDescription: (what: string, ifMissed: string, sources: string, lastChecked: string) => t.export_eventDescription({ what, ifMissed, sources, checked: lastChecked }),
  },
  print: {
    title: (state: string, type: string, start: string) => t.print_title({ state, type, start: date(start) }),
    step: t.print_step,
    when: t.print_when,
    who: t.print_who,
    cost: t.print_cost,
    needs: t.print_needs,
    address: t.print_address,
  },
  next: {
    heading: t.next_heading,
    plans: { label: t.next_plans, to: sitePath('/pricing', { tab: 'incorporations' }) },
    ask: { label: t.next_ask, to: sitePath('/contact-us') },
  },
  paths: {
    costs: sitePath('/costs'),
    eligibility: sitePath('/eligibility'),
    self: sitePath('/launch-plan'),
  },
} satisfies LaunchPlanLabels;
