import type { DueRule } from '../../types/stateCosts';

/** A link to where a date or a consequence comes from. */
export interface DeadlineSource {
  label: string;
  url: string;
}

/**
 * A filing that comes back every year, as data: when it is due, what is filed, what happens if it
 * is missed, and where each of those comes from.
 */
export interface DeadlineRule {
  /** Stable and unique within a schedule ('wy-llc-annual'); part of each event's calendar UID. */
  id: string;
  title: string;
  /** What is filed or paid, in a sentence. */
  what: string;
  /** What happens when it is missed. */
  ifMissed: string;
  due: DueRule;
  /**
   * The first occurrence: 'next-year' for reports and returns that start the calendar year after
   * formation (and after the first anniversary for anniversary-month rules); 'formation-year' for a
   * tax owed from the year of formation (California's $800, first due in the 4th month).
   */
  starts: 'next-year' | 'formation-year';
  sources: DeadlineSource[];
  lastChecked: string;
}

/** One dated deadline in the schedule. */
export interface Deadline {
  /** `${rule id}-${date}`: stable for the same rule and date, whatever day the schedule is made. */
  key: string;
  rule: DeadlineRule;
  /** The last day to file or pay (ISO date). */
  date: string;
  /** The first day it can be filed, for rules with a window (ISO date). */
  opens?: string;
}

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** An ISO date (YYYY-MM-DD) from parts; months roll over (month 14 is February of the next year). */
export function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/** The last day of a month (months roll over like `isoDate`). */
export function lastDayOf(year: number, month: number): string {
  return isoDate(year, month + 1, 0);
}

/** The same day `months` later, clamped to the end of a shorter month. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const last = Number(lastDayOf(year, month + months).slice(8, 10));
  return isoDate(year, month + months, Math.min(day, last));
}

/** The due date (and opening date) a rule gives in one calendar year, or null when it has none. */
function occurrence(rule: DeadlineRule, year: number, formed: YearMonth): { date: string; opens?: string } | null {
  const due = rule.due;
  switch (due.kind) {
    case 'fixed':
      return { date: isoDate(year, due.month, due.day), opens: due.opens ? isoDate(year, due.opens.month, due.opens.day) : undefined };
    case 'anniversaryMonth':
      return { date: due.day === 'first' ? isoDate(year, formed.month, 1) : lastDayOf(year, formed.month) };
    case 'anniversaryWindow':
      return { date: lastDayOf(year, formed.month + due.monthsAfter), opens: isoDate(year, formed.month - due.monthsBefore, 1) };
    case 'fourthMonth15th':
      return { date: isoDate(year, 4, 15) };
    case 'none':
      return null;
  }
}

/**
 * Every deadline of `rules` for a company formed in `formed`, from `today` for `months` months
 * (both ends included: a deadline on today is still due), in date order.
 */
export function scheduleDeadlines(rules: DeadlineRule[], formed: YearMonth, today: string, months = 24): Deadline[] {
  const end = addMonths(today, months);
  const formedOn = isoDate(formed.year, formed.month, 1);
  const lastYear = Number(end.slice(0, 4));
  const deadlines: Deadline[] = [];
  for (const rule of rules) {
    const dates: { date: string; opens?: string }[] = [];
    if (rule.starts === 'formation-year' && rule.due.kind === 'fourthMonth15th') {
      // Owed from the start: the 15th day of the 4th month counting the month of formation.
      dates.push({ date: isoDate(formed.year, formed.month + 3, 15) });
    }
    for (let year = formed.year + 1; year <= lastYear; year += 1) {
      const next = occurrence(rule, year, formed);
      if (next) dates.push(next);
    }
    for (const { date, opens } of dates) {
      if (date < formedOn || date < today || date > end) continue;
      if (deadlines.some((d) => d.rule.id === rule.id && d.date === date)) continue;
      deadlines.push({ key: `${rule.id}-${date}`, rule, date, ...(opens ? { opens } : {}) });
    }
  }
  return deadlines.sort((a, b) => a.date.localeCompare(b.date) || a.rule.id.localeCompare(b.rule.id));
}

/** `?formed=2026-03` as a year and month, or null when it is missing, malformed or out of range. */
export function parseYearMonth(value: string | null, range: { from: number; to: number }): YearMonth | null {
  const match = value?.trim().match(/^(\d{4})-(\d{1,2})$/);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < range.from || year > range.to) return null;
  return { year, month };
}

/** 2026, 3 -> '2026-03' */
export const yearMonthParam = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;
