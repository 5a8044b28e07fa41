import type { InquiryField } from './inquiryLimits';

/**
 * One table of field values for the form and the database, so they cannot drift apart on what
 * "blank" and "control character" mean. `stored`: the database accepts the value exactly as
 * written (server/inquiryLimits.test.ts inserts it). `sent`: what the form sends after its own
 * clean-up, or null when the form refuses the field (inquiryLimits.test.ts); whatever it sends,
 * the database must accept.
 */
export interface TextCase {
  field: InquiryField;
  value: string;
  stored: boolean;
  sent: string | null;
}

export const textCases: TextCase[] = [
  { field: 'name', value: 'Ana Silva', stored: true, sent: 'Ana Silva' },
  { field: 'name', value: 'Zoë Ñúñez-Łukasz 王芳', stored: true, sent: 'Zoë Ñúñez-Łukasz 王芳' },
  { field: 'name', value: 'Ana\u00a0Silva', stored: true, sent: 'Ana\u00a0Silva' },
  { field: 'name', value: '   ', stored: false, sent: null },
  { field: 'name', value: '\u00a0\u00a0', stored: false, sent: null },
  { field: 'name', value: '\u200b\u200b', stored: false, sent: null },
  { field: 'name', value: '\u3000\ufeff\u2060', stored: false, sent: null },
  { field: 'name', value: '\u200d\u00ad\u202e\u3164', stored: false, sent: null },
  { field: 'name', value: ' \u200bAna\u200b ', stored: true, sent: 'Ana' },
  { field: 'name', value: 'Ana\tSilva', stored: false, sent: 'Ana Silva' },
  { field: 'name', value: 'Ana\nSilva', stored: false, sent: 'Ana Silva' },
  { field: 'name', value: 'Ana\rEve', stored: false, sent: 'Ana Eve' },
  { field: 'name', value: 'Ana\u001b[2J', stored: false, sent: 'Ana[2J' },
  { field: 'name', value: 'Ana\u0085', stored: false, sent: 'Ana' },
  { field: 'name', value: 'Ana\u009b31m', stored: false, sent: 'Ana31m' },
  { field: 'name', value: '\u0007', stored: false, sent: null },
  { field: 'email', value: 'ana@example.com', stored: true, sent: 'ana@example.com' },
  { field: 'email', value: 'a\u0001b@example.com', stored: false, sent: 'ab@example.com' },
  { field: 'email', value: 'ana@example.com\u007f', stored: false, sent: 'ana@example.com' },
  { field: 'email', value: 'ana@exa\u00a0mple.com', stored: false, sent: null },
  { field: 'email', value: 'ana@exa\u200bmple.com', stored: false, sent: null },
  { field: 'email', value: ' ana@example.com\u200b', stored: false, sent: 'ana@example.com' },
  { field: 'email', value: '\u200b', stored: false, sent: null },
  { field: 'phone_no', value: '+1 212 555 0147', stored: true, sent: '+1 212 555 0147' },
  { field: 'phone_no', value: '212\u00a0555\u00a00147', stored: false, sent: null },
  { field: 'phone_no', value: '+1 212 555 0147\t', stored: false, sent: '+1 212 555 0147' },
  { field: 'phone_no', value: '\u00a0', stored: false, sent: null },
  { field: 'comments', value: 'Line one\nLine two', stored: true, sent: 'Line one\nLine two' },
  { field: 'comments', value: 'A list\u2028with a separator', stored: true, sent: 'A list\u2028with a separator' },
  { field: 'comments', value: '\n\u00a0\n', stored: false, sent: null },
  { field: 'comments', value: '\u200b\u2060', stored: false, sent: null },
  { field: 'comments', value: 'Hello\r\nWorld', stored: false, sent: 'Hello\nWorld' },
  { field: 'comments', value: 'Tab\there', stored: false, sent: 'Tab here' },
  { field: 'comments', value: 'x\u001b]0;title\u0007', stored: false, sent: 'x]0;title' },
];
