/**
 * The database's limits on an inquiry (supabase/migrations/*_inquiries.sql), checked in the
 * browser first so a visitor hears about a problem before sending. server/inquiryLimits.test.ts
 * keeps the two in step.
 */
export const inquiryLimits = {
  name: { max: 100 },
  email: { min: 5, max: 254 },
  phone_no: { min: 5, max: 32, minDigits: 5, maxDigits: 15 },
  comments: { max: 2000 },
} as const;

/** The row the form sends: the columns of `<prefix>_inquiries` anon may insert. */
export interface Inquiry {
  name: string;
  email: string;
  phone_no: string;
  comments: string;
}

export type InquiryField = keyof Inquiry;

export type FieldIssue = { kind: 'required' } | { kind: 'tooLong'; max: number; length: number } | { kind: 'email' } | { kind: 'phone' };

export type InquiryIssues = Partial<Record<InquiryField, FieldIssue>>;

export const inquiryFields: InquiryField[] = ['name', 'email', 'phone_no', 'comments'];

/**
 * What "blank" means, for the form and the database alike: Unicode White_Space and the
 * default-ignorable characters of the Basic Multilingual Plane (zero-width spaces and joiners,
 * soft hyphen, bidirectional marks, variation selectors, Hangul fillers, byte order mark). A
 * field of only these shows nothing. Written as the body of a bracket expression that reads the
 * same in JavaScript and in Postgres regular expressions; the migration carries the same text
 * (server/inquiryLimits.test.ts checks it does).
 */
export const blankCharacters =
  '\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u00AD\\u034F\\u061C\\u115F\\u1160\\u1680\\u17B4\\u17B5\\u180B-\\u180F\\u2000-\\u200F' +
  '\\u2028-\\u202F\\u205F-\\u206F\\u3000\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8';

/** Control characters (Unicode Cc: C0, DEL and C1), refused in every field. */
export const controlCharacters = '\\u0000-\\u001F\\u007F-\\u009F';

/** The control characters refused in the comments, which may hold line breaks (\n). */
export const controlCharactersButNewline = '\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F';

const blankEnds = new RegExp(`^[${blankCharacters}]+|[${blankCharacters}]+$`, 'g');
const visibleCharacter = new RegExp(`[^${blankCharacters}]`);
const emailShape = new RegExp(`^[^@${blankCharacters}${controlCharacters}]+@[^@${blankCharacters}${controlCharacters}]+\\.[^@${blankCharacters}${controlCharacters}]+$`);
const phoneCharacters = /^[0-9+() .-]+$/;
const lineBreaks = /\r\n?|[\n\u000B\u000C\u0085]/g;
const controls = new RegExp(`[${controlCharacters}]`, 'g');
const controlsButNewline = new RegExp(`[${controlCharactersButNewline}]`, 'g');

/** Whether a value shows nothing: empty, or only blank characters. */
export const isBlank = (value: string) => !visibleCharacter.test(value);

/**
 * A field as the form sends it: blank characters dropped from both ends; a tab, or a line break
 * in a one-line field, becomes a space; a line break in the comments becomes \n; any other
 * control character (pasted, never typed) is dropped. What is left, the database accepts as is.
 */
export function normalizeField(field: InquiryField, value: string): string {
  const spaced = value.replaceAll('\t', ' ');
  const text = field === 'comments' ? spaced.replace(lineBreaks, '\n').replace(controlsButNewline, '') : spaced.replace(lineBreaks, ' ').replace(controls, '');
  return text.replace(blankEnds, '');
}

/** What the form sends. */
export function normalizeInquiry(values: Inquiry): Inquiry {
  return {
    name: normalizeField('name', values.name),
    email: normalizeField('email', values.email),
    phone_no: normalizeField('phone_no', values.phone_no),
    comments: normalizeField('comments', values.comments),
  };
}

function tooLong(value: string, max: number): FieldIssue | null {
  return value.length > max ? { kind: 'tooLong', max, length: value.length } : null;
}

export function checkField(field: InquiryField, raw: string): FieldIssue | null {
  const value = normalizeField(field, raw);
  if (isBlank(value)) return { kind: 'required' };
  switch (field) {
    case 'name':
      return tooLong(value, inquiryLimits.name.max);
    case 'email':
      return tooLong(value, inquiryLimits.email.max) ?? (value.length < inquiryLimits.email.min || !emailShape.test(value) ? { kind: 'email' } : null);
    case 'phone_no': {
      const limits = inquiryLimits.phone_no;
      const digits = value.replace(/\D/g, '').length;
      if (value.length > limits.max) return tooLong(value, limits.max);
      const valid = value.length >= limits.min && phoneCharacters.test(value) && digits >= limits.minDigits && digits <= limits.maxDigits;
      return valid ? null : { kind: 'phone' };
    }
    case 'comments':
      return tooLong(value, inquiryLimits.comments.max);
  }
}

export function validateInquiry(values: Inquiry): InquiryIssues {
  const issues: InquiryIssues = {};
  for (const field of inquiryFields) {
    const issue = checkField(field, values[field]);
    if (issue) issues[field] = issue;
  }
  return issues;
}
