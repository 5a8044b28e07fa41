import type { CalendarSchedule, ComplianceCalendarLabels } from '../sections/ComplianceCalendar';
import type { DeadlineRule, DeadlineSource } from '../sections/ComplianceCalendar/deadlines';
import type { EntityKind, Figure, SourceLink, StateCode } from '../types/stateCosts';
import type { SectionHeading } from '../types/content';
import { monthNames, shortDate, usd } from '../platform/format';
import { plural } from '../locale/plural';
import { shellLabels } from './shellLabels';
import { site } from './site';
import { delawareFranchiseTax, factsLastChecked, federalFilings, stateCodes, stateFacts, unconfirmedFigureText } from './stateCosts';

/**
 * The compliance calendar (/compliance-calendar): the yearly filings of a company by state and kind,
 * as deadline rules. State dates, fees and late fees come from the state facts (stateCosts.ts);
 * this module only words them as deadlines and adds the federal filings' consequences and dates.
 */

export type CompanyType = EntityKind;

const money = (amount: number) => usd(amount);

/** A fee in words: the amount and its note, or "varies, check with the state" when unconfirmed. */
function feeText(figure: Figure): string {
  if (figure.amount === null) return unconfirmedFigureText;
  if (figure.amount === 0) return figure.note ?? 'No fee';
  return figure.note ? `${money(figure.amount)} (${lowerFirst(figure.note)})` : money(figure.amount);
}

/** 'Plus 1.5% interest' -> 'plus 1.5% interest', for a phrase inside a sentence; 'IRS …' stays. */
function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

function uniqueSources(...lists: SourceLink[][]): DeadlineSource[] {
  const seen = new Map<string, DeadlineSource>();
  for (const source of lists.flat()) if (!seen.has(source.url)) seen.set(source.url, { label: source.label, url: source.url });
  return [...seen.values()];
}

const irs = {
  form1120: { label: 'IRS: About Form 1120, U.S. Corporation Income Tax Return', url: 'https://www.irs.gov/forms-pubs/about-form-1120' },
  form5472: { label: 'IRS: About Form 5472', url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  form7004: { label: 'IRS: About Form 7004', url: 'https://www.irs.gov/forms-pubs/about-form-7004' },
};

/** The state's yearly filing as a rule, or a note when it has none or its date is not confirmed. */
function stateRule(code: StateCode, kind: EntityKind): { rule?: DeadlineRule; note?: { text: string; sources: DeadlineSource[] } } {
  const state = stateFacts[code];
  const annual = state[kind].annual;
  if (annual.due.kind === 'none') {
    return { note: { text: `${state.name}: ${annual.name.charAt(0).toLowerCase()}${annual.name.slice(1)}${annual.dueText === 'Nothing due' ? '.' : `: ${unconfirmedFigureText.toLowerCase()}.`}`, sources: uniqueSources(annual.dueSources, annual.fee.sources) } };
  }
  if (annual.dueSources.length === 0) {
    return { note: { text: `${state.name}: ${annual.name.toLowerCase()} for this kind of company: the due date ${unconfirmedFigureText.toLowerCase()}.`, sources: [] } };
  }
  const franchise =
    code === 'DE' && kind === 'corp'
      ? ` Plus the franchise tax: by the assumed par value method at least ${money(delawareFranchiseTax.assumedParValue.minimum)}; the notice shows the authorized shares method, which can be far higher, and the corporation may pay the lower.`
      : '';
  return {
    rule: {
      id: `${code.toLowerCase()}-${kind}-annual`,
      title: `${state.name}: ${annual.name}`,
      what: `Due: ${annual.dueText}. Fee: ${feeText(annual.fee)}.${franchise}`,
      ifMissed: annual.lateFee ? `Late fee: ${feeText(annual.lateFee)}.` : `Late fee: ${unconfirmedFigureText.toLowerCase()}.`,
      due: annual.due,
      starts: annual.firstDueYear === 1 ? 'formation-year' : 'next-year',
      sources: uniqueSources(annual.dueSources, annual.fee.sources, annual.lateFee?.sources ?? [], franchise ? delawareFranchiseTax.sources : []),
      lastChecked: annual.fee.lastChecked,
    },
  };
}

const form5472 = federalFilings.find((filing) => filing.id === 'form-5472');
if (!form5472) throw new Error('stateCosts: the Form 5472 facts are missing');
const penalty = form5472.penalty?.amount ? money(form5472.penalty.amount) : unconfirmedFigureText;

/** The federal filings of each kind of company: dates from the federal facts, the C-Corp return from the IRS. */
const federalRules: Record<EntityKind, DeadlineRule[]> = {
  llc: [
    {
      id: 'irs-5472',
      title: `IRS: ${form5472.name}`,
      what: `For ${lowerFirst(form5472.appliesTo)}. Due the ${lowerFirst(form5472.dueText)}. ${form5472.howToFile ?? ''}.`,
      ifMissed: `Penalty: ${penalty} ${lowerFirst(form5472.penalty?.note ?? '')}.`,
      due: form5472.due,
      starts: 'next-year',
      sources: uniqueSources(form5472.sources, form5472.penalty?.sources ?? []),
      lastChecked: form5472.lastChecked,
    },
    {
      id: 'irs-7004-llc',
      title: 'IRS: Form 7004 extension, if you need more time',
      what: 'Filed by the due date of Form 5472 and the pro forma 1120, Form 7004 extends the time to file them.',
      ifMissed: `Without it the return is late after this date, and the ${penalty} Form 5472 penalty can apply.`,
      due: form5472.due,
      starts: 'next-year',
      sources: [irs.form7004, ...uniqueSources(form5472.sources.filter((source) => source.url.includes('taxesforexpats')))],
      lastChecked: form5472.lastChecked,
    },
  ],
  corp: [
    {
      id: 'irs-1120',
      title: 'IRS: Form 1120 federal corporate return',
      what: 'The C-Corp\u2019s federal income tax return for the calendar year, due the 15th day of the 4th month after the year ends. Form 5472 goes with it when a foreign owner holds 25% or more and there were reportable transactions.',
      ifMissed: `Penalties for filing and paying late, plus interest on any tax due; a missing Form 5472 is a further ${penalty}.`,
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form1120, irs.form5472],
      lastChecked: factsLastChecked,
    },
    {
      id: 'irs-7004-corp',
      title: 'IRS: Form 7004 extension, if you need more time',
      what: 'Filed by the due date of Form 1120, Form 7004 extends the time to file the return (not to pay any tax due).',
      ifMissed: 'Without it the return is late after this date.',
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form7004],
      lastChecked: factsLastChecked,
    },
  ],
};

const companyTypes: { id: CompanyType; label: string }[] = [
  { id: 'llc', label: 'LLC with one owner outside the US' },
  { id: 'corp', label: 'C-Corp' },
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
    title: 'Beneficial ownership (BOI) report: not required today',
    text: 'Since FinCEN\u2019s interim final rule of 26 March 2025, companies formed in the US are exempt; only companies formed abroad and registered in a US state report. A final rule was expected later in 2025; whether it changed this in 2026 we could not confirm, so check FinCEN before relying on it. Some 2026 guides still tell founders to file: for a US company you do not.',
    sources: [
      { label: 'Federal Register, 26 Mar 2025: 90 FR 13688 (interim final rule)', url: 'https://federalregister.com/Browse/Document/usa/na/fr/2025/3/26/2025-05199' },
      { label: 'Debevoise: FinCEN narrows beneficial ownership reporting', url: 'https://debevoise.com/insights/publications/2025/03/fincen-narrows-beneficial-ownership-information' },
    ],
    lastChecked: factsLastChecked,
  },
} satisfies CalendarSchedule;

/** Who made the calendar file: its PRODID, and the domain that makes every event's UID unique. */
export const calendarFile = { prodId: `-//${site.brandName}//Compliance calendar//EN`, domain: new URL(site.siteUrl).host };

/** The page's name, hero title and search description. */
export const complianceCalendarPage = {
  title: 'Compliance Calendar',
  description:
    'Every state and IRS deadline of your US company for the next 24 months, with what happens if you miss one, as a calendar file for Google Calendar, Outlook or Apple Calendar.',
};

export const complianceCalendarHeading: SectionHeading = {
  eyebrow: 'Compliance calendar',
  title: 'Every deadline of the next 24 months',
  text: 'Pick the state, the kind of company and the month it was formed (or will be). You get each state and IRS deadline with what happens if it is missed, and a calendar file to import.',
};

export const complianceCalendarLabels = {
  state: 'State',
  type: 'Kind of company',
  formedMonth: 'Month formed',
  formedYear: 'Year formed',
  months: monthNames('en'),
  unknownState: (value: string) => `We have no calendar for \u201c${value}\u201d; showing ${stateFacts.WY.name}. Pick a state from the list.`,
  unknownType: (value: string) => `\u201c${value}\u201d is not a kind of company we know; showing an LLC. Pick one from the list.`,
  unknownFormed: (value: string) => `\u201c${value}\u201d is not a month we can use; showing the current month. Pick a month and a year.`,
  scheduleHeading: (from: string, to: string) => `Your deadlines from ${shortDate(from)} to ${shortDate(to)}`,
  summary: (state: string, type: string, n: number) => `${state}, ${type}: ${plural('en', n, { one: '1 deadline', other: (count) => `${count} deadlines` })}`,
  none: 'No deadlines fall in these 24 months.',
  date: shortDate,
  opens: (iso: string) => `Can be filed from ${shortDate(iso)}`,
  ifMissed: 'If missed:',
  sources: 'Sources:',
  checked: (iso: string) => `last checked ${shortDate(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  notesHeading: 'Also good to know',
  download: 'Download the calendar (.ics)',
  downloadHint: 'One all-day event per deadline, with a reminder a week before. Imports into Google Calendar, Outlook and Apple Calendar.',
  fileName: (state: string, type: string, formed: string) => `compliance-calendar-${state}-${type}-${formed}.ics`.toLowerCase(),
  calendarName: (state: string, type: string) => `US company deadlines: ${state}, ${type}`,
  reminder: (title: string) => `In a week: ${title}`,
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) =>
    `${what}\nIf missed: ${ifMissed}\nSources: ${sources}\nLast checked: ${checked}.`,
} satisfies ComplianceCalendarLabels;
