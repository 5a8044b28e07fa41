import * as t from 'virtual:messages/complianceCalendar';
import { tag } from 'virtual:messages/complianceCalendar';
// The one shell word it shows, read from the catalog: shellLabels.ts would bring the whole shell's words into the island.
import * as shellWords from 'virtual:messages/shellLabels';
import type { CalendarSchedule, ComplianceCalendarLabels } from '../sections/ComplianceCalendar';
import type { DeadlineRule, DeadlineSource } from '../sections/ComplianceCalendar/deadlines';
import type { EntityKind, Figure, SourceLink, StateCode } from '../types/stateCosts';
import type { SectionHeading } from '../types/content';
import { longDate, monthNames, shortDate } from '../platform/dates';
import { number, usd, type LocaleTag } from '../platform/format';
import { launchPlanLink } from './launchPlanLink';
import { site } from './site';
import { boiInterimRuleDate, form5472OwnershipThreshold } from './federalFacts';
import { delawareFranchiseTax, factsLastChecked, federalFilings, stateCodes, stateFacts, unconfirmedFigureText } from './stateCosts';

/**
 * The compliance calendar (/compliance-calendar): the yearly filings of a company by state and kind,
 * as deadline rules. State dates, fees and late fees come from the state facts (stateCosts.ts);
 * this module only words them as deadlines and adds the federal filings' consequences and dates.
 */

export type CompanyType = EntityKind;

const money = (amount: number) => usd(amount, tag);
const date = (iso: string) => shortDate(iso, tag);

/** 'Plus 1.5% interest' -> 'plus 1.5% interest', for a phrase inside a sentence; 'IRS …' stays. */
function lowerFirst(text: string): string {
  return /^\p{Lu}(?:\p{Ll}|\s)/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

const unconfirmed = lowerFirst(unconfirmedFigureText);

/**
 * After a label's colon ('Due: June 1'), English keeps a phrase's capital; Spanish, Portuguese and
 * French write it in lower case ('Vence: 1 de junio'). A convention of the language, not its words.
 */
const capitalAfterColon: Partial<Record<LocaleTag, boolean>> = { en: true };
const afterColon = (text: string) => (capitalAfterColon[tag] ? text : lowerFirst(text));

/** A fee in words, after a label's colon: the amount and its note, or "varies, check with the state" when unconfirmed. */
function feeText(figure: Figure): string {
  if (figure.amount === null) return unconfirmedFigureText;
  if (figure.amount === 0) return figure.note ? afterColon(figure.note) : t.fee_none;
  return figure.note ? `${money(figure.amount)} (${lowerFirst(figure.note)})` : money(figure.amount);
}

function uniqueSources(...lists: SourceLink[][]): DeadlineSource[] {
  const seen = new Map<string, DeadlineSource>();
  for (const source of lists.flat()) if (!seen.has(source.url)) seen.set(source.url, { label: source.label, url: source.url });
  return [...seen.values()];
}

const irs = {
  form1120: { label: t.sources_form1120, url: 'https://www.irs.gov/forms-pubs/about-form-1120' },
  form5472: { label: t.sources_form5472, url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  form7004: { label: t.sources_form7004, url: 'https://www.irs.gov/forms-pubs/about-form-7004' },
};

/** The state's yearly filing as a rule, or a note when it has none or its date is not confirmed. */
function stateRule(code: StateCode, kind: EntityKind): { rule?: DeadlineRule; note?: { text: string; sources: DeadlineSource[] } } {
  const state = stateFacts[code];
  const annual = state[kind].annual;
  if (annual.due.kind === 'none') {
    // Nothing due (no filing and no fee), or a filing whose date is not confirmed.
    const filing = lowerFirst(annual.name);
    const text = annual.fee.amount === 0 ? t.state_nothingDue({ state: state.name, filing }) : t.state_unconfirmed({ state: state.name, filing, unconfirmed });
    return { note: { text, sources: uniqueSources(annual.dueSources, annual.fee.sources) } };
  }
  if (annual.dueSources.length === 0) {
    return { note: { text: t.state_undated({ state: state.name, filing: lowerFirst(annual.name) }), sources: [] } };
  }
  const franchise = code === 'DE' && kind === 'corp' ? t.state_delawareFranchise({ minimum: money(delawareFranchiseTax.assumedParValue.minimum) }) : '';
  return {
    rule: {
      id: `${code.toLowerCase()}-${kind}-annual`,
      title: t.state_title({ state: state.name, filing: annual.name }),
      what: t.state_what({ due: afterColon(annual.dueText), fee: feeText(annual.fee), franchise }),
      ifMissed: t.state_ifMissed({ fee: annual.lateFee ? feeText(annual.lateFee) : unconfirmed }),
      due: annual.due,
      starts: annual.firstDueYear === 1 ? 'formation-year' : 'next-year',
      sources: uniqueSources(annual.dueSources, annual.fee.sources, annual.lateFee?.sources ?? [], franchise ? delawareFranchiseTax.sources : []),
      lastChecked: annual.fee.lastChecked,
    },
  };
}

const form5472 = federalFilings.find((filing) => filing.id === 'form-5472');
if (!form5472) throw new Error('stateCosts: the Form 5472 facts are missing');
const penalty = form5472.penalty?.amount ? money(form5472.penalty.amount) : unconfirmed;

/** The federal filings of each kind of company: dates from the federal facts, the C-Corp return from the IRS. */
export const federalRules: Record<EntityKind, DeadlineRule[]> = {
  llc: [
    {
      id: 'irs-5472',
      title: t.form5472_title({ name: form5472.name }),
      what: t.form5472_what({ appliesTo: lowerFirst(form5472.appliesTo), due: lowerFirst(form5472.dueText), howToFile: form5472.howToFile ?? '' }),
      ifMissed: t.form5472_ifMissed({ penalty, note: lowerFirst(form5472.penalty?.note ?? '') }),
      due: form5472.due,
      starts: 'next-year',
      sources: uniqueSources(form5472.sources, form5472.penalty?.sources ?? []),
      lastChecked: form5472.lastChecked,
    },
    {
      id: 'irs-7004-llc',
      title: t.form7004_title,
      what: t.form7004_llcWhat,
      ifMissed: t.form7004_llcIfMissed({ penalty }),
      due: form5472.due,
      starts: 'next-year',
      sources: [irs.form7004, ...uniqueSources(form5472.sources.filter((source) => source.url.includes('taxesforexpats')))],
      lastChecked: form5472.lastChecked,
    },
  ],
  corp: [
    {
      id: 'irs-1120',
      title: t.form1120_title,
      what: t.form1120_what({ share: number(form5472OwnershipThreshold, tag) }),
      ifMissed: t.form1120_ifMissed({ penalty }),
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form1120, irs.form5472],
      lastChecked: factsLastChecked,
    },
    {
      id: 'irs-7004-corp',
      title: t.form7004_title,
      what: t.form7004_corpWhat,
      ifMissed: t.form7004_corpIfMissed,
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form7004],
      lastChecked: factsLastChecked,
    },
  ],
};

const companyTypes: { id: CompanyType; label: string }[] = [
  { id: 'llc', label: t.types_llc },
  { id: 'corp', label: t.types_corp },
];

const bySchedule = Object.fromEntries(
  stateCodes.map((code) => [
    code,
    Object.fromEntries(
      companyTypes.map(({ id }) => {
        const { rule, note } = stateRule(code, id);
        return [id, { rules: [...(rule ? [rule] : []), ...federalRules[id]], notes: note ? [note] : [] }];
      }),
    ),
  ]),
);

/** Every state and kind of company the calendar knows, with its deadline rules. */
export const calendarSchedule = {
  states: stateCodes.map((code) => ({ code, name: stateFacts[code].name })),
  types: companyTypes,
  schedules: bySchedule,
  /** The schedule the page is prerendered with, and what an unknown value in the address falls back to. */
  defaults: { state: 'WY', type: 'llc' },
  /** "Today" of the prerendered page; the browser then uses its own date. */
  referenceDate: factsLastChecked,
  /** Beneficial ownership reporting, as the federal rule stands for companies formed in the US. */
  boi: {
    title: t.boi_title,
    text: t.boi_text({ date: longDate(boiInterimRuleDate, tag) }),
    sources: [
      { label: t.boi_fincen, url: 'https://fincen.gov/boi/ifr-qa' },
      { label: t.boi_federalRegister({ date: date(boiInterimRuleDate) }), url: 'https://www.federalregister.gov/d/2025-05199' },
    ],
    lastChecked: factsLastChecked,
  },
} satisfies CalendarSchedule;

export const complianceCalendarHeading: SectionHeading = {
  eyebrow: t.heading_eyebrow,
  title: t.heading_title,
  text: t.heading_text,
};

/**
 * Portuguese writes months in lower case inside a sentence (as the cost calculator's dates do), but
 * here each stands alone as an option of the month list ('Janeiro').
 */
const capitalisedMonths: Partial<Record<LocaleTag, boolean>> = { 'pt-BR': true };

export const complianceCalendarLabels = {
  state: t.labels_state,
  type: t.labels_type,
  formedMonth: t.labels_formedMonth,
  formedYear: t.labels_formedYear,
  months: monthNames(tag, { capitalised: capitalisedMonths[tag] ?? false }),
  unknownState: (value: string) => t.labels_unknownState({ value, state: stateFacts.WY.name }),
  unknownType: (value: string) => t.labels_unknownType({ value }),
  unknownFormed: (value: string) => t.labels_unknownFormed({ value }),
  scheduleHeading: (from: string, to: string) => t.labels_scheduleHeading({ from: date(from), to: date(to) }),
  summary: (state: string, type: string, n: number) => t.labels_summary({ state, type, count: n }),
  none: t.labels_none,
  date,
  opens: (iso: string) => t.labels_opens({ date: date(iso) }),
  ifMissed: t.labels_ifMissed,
  sources: t.labels_sources,
  checked: (iso: string) => t.labels_checked({ date: date(iso) }),
  opensInNewTab: shellWords.common_opensInNewTab,
  notesHeading: t.labels_notesHeading,
  download: t.labels_download,
  downloadHint: t.labels_downloadHint,
  fileName: (state: string, type: string, formed: string) => t.labels_fileName({ state, type, formed }).toLowerCase(),
  calendarName: (state: string, type: string) => t.labels_calendarName({ state, type }),
  reminder: (title: string) => t.labels_reminder({ title }),
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) => t.labels_eventDescription({ what, ifMissed, sources, checked }),
  planLink: launchPlanLink,
} satisfies ComplianceCalendarLabels;

/** The page's name, hero title and search description. */
export const complianceCalendarPage = {
  title: t.page_title,
  description: t.page_description,
};

/**
 * The language of the calendar file's text, in its PRODID: Arabic files say AR; the other
 * languages' files have always said EN (the PRODID is an identifier, not words a visitor reads).
 */
const prodIdLanguage: Partial<Record<LocaleTag, string>> = { ar: 'AR' };

/** Who made the calendar file: its PRODID, and the domain that makes every event's UID unique. */
export const calendarFile = { prodId: `-//${site.brandName}//Compliance calendar//${prodIdLanguage[tag] ?? 'EN'}`, domain: /* @__PURE__ */ new URL(site.siteUrl).host };
