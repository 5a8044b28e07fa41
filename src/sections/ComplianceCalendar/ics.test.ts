import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Deadline, DeadlineRule } from './deadlines';
import { escapeText, foldLine, toICalendar, utcStamp } from './ics';

const rule: DeadlineRule = {
  id: 'wy-llc-annual',
  title: 'Wyoming: Annual report (license tax)',
  what: 'Fee: $60; the greater of $60 or $0.0002 per dollar of assets, filed online\\by mail.',
  ifMissed: 'Late fee: $50.',
  due: { kind: 'anniversaryMonth', day: 'first' },
  starts: 'next-year',
  sources: [{ label: 'Wyo. Stat. §17-29-209', url: 'https://example.org/statute' }],
  lastChecked: '2026-11-24',
};
const deadlines: Deadline[] = [
  { key: 'wy-llc-annual-2027-03-01', rule, date: '2027-03-01' },
  { key: 'irs-5472-2027-04-15', rule: { ...rule, id: 'irs-5472', title: 'IRS: Form 5472 + pro forma Form 1120' }, date: '2027-04-15' },
  { key: 'wy-llc-annual-2027-12-31', rule, date: '2027-12-31' },
];
const options = {
  name: 'US company deadlines: Wyoming, LLC',
  prodId: '-//StarBridge Formation//Compliance calendar//EN',
  domain: 'starbridge.example',
  now: new Date('2026-11-24T06:15:30.123Z'),
  summary: (d: Deadline) => d.rule.title,
  describe: (d: Deadline) => `${d.rule.what}\nIf missed: ${d.rule.ifMissed}\nSources: ${d.rule.sources.map((s) => `${s.label} (${s.url})`).join('; ')}`,
  reminder: (d: Deadline) => `In a week: ${d.rule.title}`,
};

describe('toICalendar', () => {
  const text = toICalendar(deadlines, options);

  it('is parsed by ical.js into one all-day event per deadline with UID, DTSTAMP, summary and description', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(options.prodId);
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(3);
    expect(events.map((e) => e.uid)).toEqual(['wy-llc-annual-20270301@starbridge.example', 'irs-5472-20270415@starbridge.example', 'wy-llc-annual-20271231@starbridge.example']);
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.isDate).toBe(true);
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T06:15:30Z');
    }
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['2027-03-01', '2027-03-02'],
      ['2027-04-15', '2027-04-16'],
      ['2027-12-31', '2028-01-01'],
    ]);
    expect(events[0].summary).toBe(rule.title);
    // Commas, semicolons, backslashes and line breaks come back exactly as written.
    expect(events[0].description).toBe(options.describe(deadlines[0]));
    expect(events[0].description).toContain('If missed: Late fee: $50.');
    const alarm = events[1].component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('description')).toBe('In a week: IRS: Form 5472 + pro forma Form 1120');
  });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('gives the same UIDs whenever the file is made, so a second import updates instead of duplicating', () => {
    const later = toICalendar(deadlines, { ...options, now: new Date('2027-01-05T00:00:00Z') });
    const uids = (ics: string) => ics.split('\r\n').filter((line) => line.startsWith('UID:'));
    expect(uids(later)).toEqual(uids(text));
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'§'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes UTC stamps in basic format', () => {
    expect(utcStamp(new Date('2026-11-24T06:15:30.999Z'))).toBe('20261124T061530Z');
  });
});
