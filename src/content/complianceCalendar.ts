import t, { tag } from 'virtual:messages/complianceCalendar';
import type { CalendarSchedule, ComplianceCalendarLabels } from '../sections/ComplianceCalendar';
import type { DeadlineRule, DeadlineSource } from '../sections/ComplianceCalendar/deadlines';
import type { EntityKind, Figure, SourceLink, StateCode } from '../types/stateCosts';
import type { SectionHeading } from '../types/content';
import { longDate, monthNames, number, shortDate, usd, type LocaleTag } from '../platform/format';
import { boiInterimRuleDate, form5472OwnershipThreshold } from './federalFacts';
import { shellLabels } from './shellLabels';
import { site } from './site';
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
  if (figure.amount === 0) return figure.note ? afterColon(figure.note) : t.fee.none;
  return figure.note ? `${money(figure.amount)} (${lowerFirst(figure.note)})` : money(figure.amount);
}


function uniqueSources(...lists: SourceLink[][]): DeadlineSource[] {
  const seen = new Map<string, DeadlineSource>();
  for (const source of lists.flat()) if (!seen.has(source.url)) seen.set(source.url, { label: source.label, url: source.url });
  return [...seen.values()];
}

const irs = {
  form1120: { label: t.sources.form1120, url: 'https://www.irs.gov/forms-pubs/about-form-1120' },
  form5472: { label: t.sources.form5472, url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  form7004: { label: t.sources.form7004, url: 'https://www.irs.gov/forms-pubs/about-form-7004' },
};

/** The state's yearly filing as a rule, or a note when it has none or its date is not confirmed. */
function stateRule(code: StateCode, kind: EntityKind): { rule?: DeadlineRule; note?: { text: string; sources: DeadlineSource[] } } {
  const state = stateFacts[code];
  const annual = state[kind].annual;
  if (annual.due.kind === 'none') {
    // Nothing due (no filing and no fee), or a filing whose date is not confirmed.
    const filing = lowerFirst(annual.name);
    const text = annual.fee.amount === 0 ? t.state.nothingDue({ state: state.name, filing }) : t.state.unconfirmed({ state: state.name, filing, unconfirmed });
    return { note: { text, sources: uniqueSources(annual.dueSources, annual.fee.sources) } };
  }
  if (annual.dueSources.length === 0) {
    return { note: { text: t.state.undated({ state: state.name, filing: lowerFirst(annual.name), }), sources: [] } };
  }
  const franchise = code === 'DE' && kind === 'corp' ? t.state.delawareFranchise({ minimum: money(delawareFranchiseTax.assumedParValue.minimum) }) : '';
  return {
    rule: {
      id: `${code.toLowerCase()}-${kind}-annual`,
      title: t.state.title({ state: state.name, filing: annual.name }),
      what: t.state.what({ due: afterColon(annual.dueText), fee: feeText(annual.fee), franchise }),
      ifMissed: t.state.ifMissed({ fee: annual.lateFee ? feeText(annual.lateFee) : unconfirmed }),
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
const federalRules: Record<EntityKind, DeadlineRule[]> = {
  llc: [
    {
      id: 'irs-5472',
      title: t.form5472.title({ name: form5472.name }),
      what: t.form5472.what({ appliesTo: lowerFirst(form5472.appliesTo), due: lowerFirst(form5472.dueText), howToFile: form5472.howToFile ?? '' }),
      ifMissed: t.form5472.ifMissed({ penalty, note: lowerFirst(form5472.penalty?.note ?? '') }),
      due: form5472.due,
      starts: 'next-year',
      sources: uniqueSources(form5472.sources, form5472.penalty?.sources ?? []),
      lastChecked: form5472.lastChecked,
    },
    {
      id: 'irs-7004-llc',
      title: t.form7004.title,
      what: t.form7004.llcWhat,
      ifMissed: t.form7004.llcIfMissed({ penalty }),
      due: form5472.due,
      starts: 'next-year',
      sources: [irs.form7004, ...uniqueSources(form5472.sources.filter((source) => source.url.includes('taxesforexpats')))],
      lastChecked: form5472.lastChecked,
    },
  ],
  corp: [
    {
      id: 'irs-1120',
      title: t.form1120.title,
      what: t.form1120.what({ share: number(form5472OwnershipThreshold, tag) }),
      ifMissed: t.form1120.ifMissed({ penalty }),
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form1120, irs.form5472],
      lastChecked: factsLastChecked,
    },
    {
      id: 'irs-7004-corp',
      title: t.form7004.title,
      what: t.form7004.corpWhat,
      ifMissed: t.form7004.corpIfMissed,
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form7004],
      lastChecked: factsLastChecked,
    },
  ],
};

const companyTypes: { id: CompanyType; label: string }[] = [
  { id: 'llc', label: t.types.llc },
  { id: 'corp', label: t.types.corp },
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
    title: t.boi.title,
    text: t.boi.text({ date: longDate(boiInterimRuleDate, tag) }),
    sources: [
      { label: t.boi.federalRegister({ date: date(boiInterimRuleDate) }), url: 'https://federalregister.com/Browse/Document/usa/na/fr/2025/3/26/2025-05199' },
      { label: t.boi.debevoise, url: 'https://debevoise.com/insights/publications/2025/03/fincen-narrows-beneficial-ownership-information' },
    ],
    lastChecked: factsLastChecked,
  },
} satisfies CalendarSchedule;

/**
 * The language of the calendar file's text, in its PRODID: Arabic files say AR; the other
 * languages' files have always said EN (the PRODID is an identifier, not words a visitor reads).
 */
const prodIdLanguage: Partial<Record<LocaleTag, string>> = { ar: 'AR' };

/** Who made the calendar file: its PRODID, and the domain that makes every event's UID unique. */
export const calendarFile = { prodId: `-//${site.brandName}//Compliance calendar//${prodIdLanguage[tag] ?? 'EN'}`, domain: new URL(site.siteUrl).host };

/** The page's name, hero title and search description. */
export const complianceCalendarPage = {
  title: t.page.title,
  description: t.page.description,
};

export const complianceCalendarHeading: SectionHeading = {
  eyebrow: t.heading.eyebrow,
  title: t.heading.title,
  text: t.heading.text,
};

/**
 * Portuguese writes months in lower case inside a sentence (as the cost calculator's dates do), but
 * here each stands alone as an option of the month list ('Janeiro').
 */
const capitalisedMonths: Partial<Record<LocaleTag, boolean>> = { 'pt-BR': true };

export const complianceCalendarLabels = {
  state: t.labels.state,
  type: t.labels.type,
  formedMonth: t.labels.formedMonth,
  formedYear: t.labels.formedYear,
  months: monthNames(tag, { capitalised: capitalisedMonths[tag] ?? false }),
  unknownState: (value: string) => t.labels.unknownState({ value, state: stateFacts.WY.name }),
  unknownType: (value: string) => t.labels.unknownType({ value }),
  unknownFormed: (value: string) => t.labels.unknownFormed({ value }),
  scheduleHeading: (from: string, to: string) => t.labels.scheduleHeading({ from: date(from), to: date(to) }),
  summary: (state: string, type: string, n: number) => t.labels.summary({ state, type, count: n }),
  none: t.labels.none,
  date,
  opens: (iso: string) => t.labels.opens({ date: date(iso) }),
  ifMissed: t.labels.ifMissed,
  sources: t.labels.sources,
  checked: (iso: string) => t.labels.checked({ date: date(iso) }),
  opensInNewTab: shellLabels.common.opensInNewTab,
  notesHeading: t.labels.notesHeading,
  download: t.labels.download,
  downloadHint: t.labels.downloadHint,
  fileName: (state: string, type: string, formed: string) => t.labels.fileName({ state, type, formed }).toLowerCase(),
  calendarName: (state: string, type: string) => t.labels.calendarName({ state, type }),
  reminder: (title: string) => t.labels.reminder({ title }),
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) => t.labels.eventDescription({ what, ifMissed, sources, checked }),
} satisfies ComplianceCalendarLabels;
