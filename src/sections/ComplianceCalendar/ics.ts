import type { Deadline } from './deadlines';

/**
 * A schedule as an iCalendar file (RFC 5545) that Google Calendar, Outlook and Apple Calendar
 * import: one all-day event per deadline, with a reminder a week before.
 */
export interface CalendarFileOptions {
  /** The calendar's name in the visitor's calendar app. */
  name: string;
  /** Identifies the producer: '-//StarBridge Formation//Compliance calendar//EN'. */
  prodId: string;
  /** Host part of every event's UID, so UIDs are unique worldwide ('starbridge.example'). */
  domain: string;
  /** When the file is made: every event's DTSTAMP. */
  now: Date;
  /** The event's description, from the deadline (what, if missed, sources). */
  describe: (deadline: Deadline) => string;
  /** The event's title ('Wyoming annual report'). */
  summary: (deadline: Deadline) => string;
  /** The text of the reminder a week before. */
  reminder: (deadline: Deadline) => string;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character
 * (RFC 5545 §3.1). The first line holds 75 octets, each continuation 74 after its space.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (iso: string) => iso.replace(/-/g, '');

/** The next day, for an all-day event's exclusive DTEND. */
function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC date-time in basic format: 20261124T061500Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole file: CRLF line endings, folded lines, one VEVENT per deadline. */
export function toICalendar(deadlines: Deadline[], options: CalendarFileOptions): string {
  const stamp = utcStamp(options.now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${options.prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(options.name)}`];
  for (const deadline of deadlines) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${deadline.rule.id}-${basicDate(deadline.date)}@${options.domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(deadline.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(deadline.date))}`,
      `SUMMARY:${escapeText(options.summary(deadline))}`,
      `DESCRIPTION:${escapeText(options.describe(deadline))}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-P7D',
      `DESCRIPTION:${escapeText(options.reminder(deadline))}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
