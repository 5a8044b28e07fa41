import { describe, expect, it } from 'vitest';
import { scheduleDeadlines } from '../sections/ComplianceCalendar/deadlines';
import { calendarSchedule } from './complianceCalendar';

const schedule = (state: string, type: string, formed: { year: number; month: number }, today = '2026-11-24') =>
  scheduleDeadlines(calendarSchedule.schedules[state][type].rules, formed, today).map((d) => `${d.date} ${d.rule.title}`);

describe('the compliance calendar rules', () => {
  it('have a schedule for every state and kind of company, each rule sourced and dated', () => {
    for (const { code } of calendarSchedule.states) {
      for (const { id } of calendarSchedule.types) {
        const { rules } = calendarSchedule.schedules[code][id];
        expect(rules.length, `${code} ${id}`).toBeGreaterThan(1);
        for (const rule of rules) {
          expect(rule.sources.length, rule.id).toBeGreaterThan(0);
          for (const source of rule.sources) expect(source.url).toMatch(/^https?:\/\//);
          expect(rule.lastChecked).toBe('2026-11-24');
          expect(rule.ifMissed.length).toBeGreaterThan(10);
        }
        expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
      }
    }
  });

  it('give a Wyoming LLC its annual report on the first of the month of formation and Form 5472 around April 15', () => {
    expect(schedule('WY', 'llc', { year: 2026, month: 3 })).toEqual([
      '2027-03-01 Wyoming: Annual report (license tax)',
      '2027-04-15 IRS: Form 5472 + pro forma Form 1120',
      '2027-04-15 IRS: Form 7004 extension, if you need more time',
      '2028-03-01 Wyoming: Annual report (license tax)',
      '2028-04-15 IRS: Form 5472 + pro forma Form 1120',
      '2028-04-15 IRS: Form 7004 extension, if you need more time',
    ]);
  });

  it('give Delaware LLCs June 1 and Delaware corporations March 1', () => {
    expect(schedule('DE', 'llc', { year: 2026, month: 3 }).filter((d) => d.includes('Delaware'))).toEqual([
      '2027-06-01 Delaware: Annual LLC tax (no annual report)',
      '2028-06-01 Delaware: Annual LLC tax (no annual report)',
    ]);
    const corp = schedule('DE', 'corp', { year: 2026, month: 3 });
    expect(corp.filter((d) => d.includes('Delaware'))).toEqual(['2027-03-01 Delaware: Franchise tax and annual report', '2028-03-01 Delaware: Franchise tax and annual report']);
    expect(corp).toContain('2027-04-15 IRS: Form 1120 federal corporate return');
  });

  it('say what a missed filing costs, from the state facts', () => {
    const wy = calendarSchedule.schedules.WY.llc.rules[0];
    expect(wy.ifMissed).toBe('Late fee: $50.');
    const irs = calendarSchedule.schedules.WY.llc.rules.find((r) => r.id === 'irs-5472');
    expect(irs?.ifMissed).toMatch(/^Penalty: \$25,000 per form per year/);
    expect(irs?.what).toMatch(/^For a single-member LLC owned from outside the US/);
    expect(calendarSchedule.schedules.TX.llc.rules[0].ifMissed).toBe('Late fee: varies, check with the state.');
  });

  it('keep New Mexico LLCs free of a state deadline and say so in a note', () => {
    expect(schedule('NM', 'llc', { year: 2026, month: 3 }).some((d) => d.includes('New Mexico'))).toBe(false);
    expect(calendarSchedule.schedules.NM.llc.notes[0].text).toMatch(/^New Mexico: no annual report/);
  });

  it('leave out a state date no source confirms', () => {
    expect(calendarSchedule.schedules.MT.corp.rules.some((r) => r.id.startsWith('mt-'))).toBe(false);
    expect(calendarSchedule.schedules.MT.corp.notes[0].text).toMatch(/varies, check with the state/);
  });
});
