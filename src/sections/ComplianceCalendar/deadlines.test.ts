import { describe, expect, it } from 'vitest';
import { type DeadlineRule, addMonths, isoDate, lastDayOf, parseYearMonth, scheduleDeadlines, yearMonthParam } from './deadlines';

const rule = (id: string, due: DeadlineRule['due'], starts: DeadlineRule['starts'] = 'next-year'): DeadlineRule => ({
  id,
  title: id,
  what: 'What',
  ifMissed: 'Fee',
  due,
  starts,
  sources: [{ label: 'Source', url: 'https://example.org' }],
  lastChecked: '2026-11-24',
});

const dates = (rules: DeadlineRule[], formed: { year: number; month: number }, today: string) =>
  scheduleDeadlines(rules, formed, today).map((d) => `${d.rule.id} ${d.date}${d.opens ? ` from ${d.opens}` : ''}`);

describe('date helpers', () => {
  it('roll months over and clamp to the end of shorter months', () => {
    expect(isoDate(2026, 14, 1)).toBe('2027-02-01');
    expect(isoDate(2026, 0, 1)).toBe('2025-12-01');
    expect(lastDayOf(2028, 2)).toBe('2028-02-29');
    expect(lastDayOf(2027, 2)).toBe('2027-02-28');
    expect(addMonths('2026-11-24', 24)).toBe('2028-11-24');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  });
});

describe('scheduleDeadlines', () => {
  it('gives a fixed date every year from the year after formation, within 24 months of today', () => {
    expect(dates([rule('de-llc', { kind: 'fixed', month: 6, day: 1 })], { year: 2026, month: 3 }, '2026-11-24')).toEqual(['de-llc 2027-06-01', 'de-llc 2028-06-01']);
  });

  it('keeps a deadline that falls on today and drops the ones already past', () => {
    expect(dates([rule('de-corp', { kind: 'fixed', month: 3, day: 1 })], { year: 2024, month: 5 }, '2027-03-01')).toEqual(['de-corp 2027-03-01', 'de-corp 2028-03-01', 'de-corp 2029-03-01']);
  });

  it('puts anniversary-month filings on the first or last day of the month of formation, from the first anniversary', () => {
    const rules = [rule('wy', { kind: 'anniversaryMonth', day: 'first' }), rule('nv', { kind: 'anniversaryMonth', day: 'last' })];
    expect(dates(rules, { year: 2026, month: 2 }, '2026-06-15')).toEqual(['wy 2027-02-01', 'nv 2027-02-28', 'wy 2028-02-01', 'nv 2028-02-29']);
  });

  it('gives a window its closing day and its opening day, across a year end', () => {
    expect(dates([rule('co', { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 })], { year: 2026, month: 11 }, '2026-11-24')).toEqual(['co 2028-01-31 from 2027-09-01']);
  });

  it('gives fixed windows their opening day', () => {
    expect(dates([rule('fl', { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } })], { year: 2026, month: 1 }, '2026-11-24')).toEqual([
      'fl 2027-05-01 from 2027-01-01',
      'fl 2028-05-01 from 2028-01-01',
    ]);
  });

  it('starts a tax owed from formation in the 4th month counting the month of formation, then every April 15', () => {
    expect(dates([rule('ca', { kind: 'fourthMonth15th' }, 'formation-year')], { year: 2026, month: 10 }, '2026-10-01')).toEqual(['ca 2027-01-15', 'ca 2027-04-15', 'ca 2028-04-15']);
  });

  it('has nothing for a rule without a yearly filing, and sorts several rules by date', () => {
    const rules = [rule('irs', { kind: 'fourthMonth15th' }), rule('none', { kind: 'none' }), rule('wy', { kind: 'anniversaryMonth', day: 'first' })];
    expect(dates(rules, { year: 2026, month: 6 }, '2026-06-15')).toEqual(['irs 2027-04-15', 'wy 2027-06-01', 'irs 2028-04-15', 'wy 2028-06-01']);
  });

  it('plans ahead for a company formed later than today', () => {
    expect(dates([rule('irs', { kind: 'fourthMonth15th' })], { year: 2027, month: 5 }, '2026-11-24')).toEqual(['irs 2028-04-15']);
  });
});

describe('parseYearMonth', () => {
  const range = { from: 2016, to: 2028 };
  it('reads YYYY-MM within the range', () => {
    expect(parseYearMonth('2026-03', range)).toEqual({ year: 2026, month: 3 });
    expect(parseYearMonth('2026-3', range)).toEqual({ year: 2026, month: 3 });
    expect(yearMonthParam({ year: 2026, month: 3 })).toBe('2026-03');
  });
  it('refuses anything else', () => {
    for (const value of [null, '', '2026-13', '2026-00', '1999-01', '2026/03', 'march']) expect(parseYearMonth(value, range)).toBeNull();
  });
});
