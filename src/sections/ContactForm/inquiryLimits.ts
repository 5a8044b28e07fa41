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

const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const phoneCharacters = /^[0-9+() .-]+$/;

/** What the form sends: surrounding spaces dropped, as a visitor would expect. */
export function normalizeInquiry(values: Inquiry): Inquiry {
  return { name: values.name.trim(), email: values.email.trim(), phone_no: values.phone_no.trim(), comments: values.comments.trim() };
}

function tooLong(value: string, max: number): FieldIssue | null {
  return value.length > max ? { kind: 'tooLong', max, length: value.length } : null;
}

export function checkField(field: InquiryField, raw: string): FieldIssue | null {
  const value = raw.trim();
  if (value === '') return { kind: 'required' };
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
