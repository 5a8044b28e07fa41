import { describe, expect, it } from 'vitest';
import { checkField, normalizeField, normalizeInquiry, validateInquiry } from './inquiryLimits';
import { textCases } from './inquiryLimits.cases';

const good = { name: 'Ana Silva', email: 'ana@example.com', phone_no: '+351 912 345 678', comments: 'I need an LLC in Delaware.' };

describe('validateInquiry', () => {
  it('accepts a complete inquiry', () => {
    expect(validateInquiry(good)).toEqual({});
  });

  it('asks for every empty or blank field', () => {
    expect(validateInquiry({ name: '', email: ' ', phone_no: '', comments: '\n\t' })).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
      phone_no: { kind: 'required' },
      comments: { kind: 'required' },
    });
  });

  it('reports the length of a field over its limit', () => {
    expect(checkField('name', 'x'.repeat(100))).toBeNull();
    expect(checkField('name', 'x'.repeat(101))).toEqual({ kind: 'tooLong', max: 100, length: 101 });
    expect(checkField('comments', 'x'.repeat(2000))).toBeNull();
    expect(checkField('comments', 'x'.repeat(2001))).toEqual({ kind: 'tooLong', max: 2000, length: 2001 });
    expect(checkField('email', `${'a'.repeat(250)}@b.co`)).toEqual({ kind: 'tooLong', max: 254, length: 255 });
    expect(checkField('phone_no', '1'.repeat(33))).toEqual({ kind: 'tooLong', max: 32, length: 33 });
  });

  it('checks the shape of an email address', () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.com', 'ana@@example.com']) {
      expect(checkField('email', email), email).toEqual({ kind: 'email' });
    }
    expect(checkField('email', 'a@b.c')).toBeNull();
  });

  it('accepts phone numbers as people write them, with 5 to 15 digits', () => {
    for (const phone of ['+1 (212) 555-0147', '212.555.0147', '12345']) expect(checkField('phone_no', phone), phone).toBeNull();
    for (const phone of ['1234', 'call me', '+1 212 555 0147 ext 4', '1234567890123456']) {
      expect(checkField('phone_no', phone), phone).toEqual({ kind: 'phone' });
    }
  });

  it('measures and sends the trimmed values', () => {
    expect(checkField('name', `  ${'x'.repeat(100)}  `)).toBeNull();
    expect(normalizeInquiry({ ...good, name: '  Ana  ', comments: ' Hi \n' })).toEqual({ ...good, name: 'Ana', comments: 'Hi' });
  });
});

describe('blank and control characters (the table the database is tested against too)', () => {
  it.each(textCases.map((c) => [c.field, JSON.stringify(c.value), c]))('%s %s', (_field, _shown, { field, value, sent }) => {
    expect(checkField(field, value) === null ? normalizeField(field, value) : null).toBe(sent);
  });

  it('sends only what it checked', () => {
    const pasted = { name: '\u200bAna\tSilva ', email: 'ana@example.com\u0000', phone_no: ' +1 212 555 0147', comments: 'Hi\r\nthere\u001b[0m' };
    expect(validateInquiry(pasted)).toEqual({});
    expect(normalizeInquiry(pasted)).toEqual({ name: 'Ana Silva', email: 'ana@example.com', phone_no: '+1 212 555 0147', comments: 'Hi\nthere[0m' });
  });
});
