// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankCharacters, controlCharacters, controlCharactersButNewline, inquiryLimits } from '../src/sections/ContactForm/inquiryLimits';
import { textCases } from '../src/sections/ContactForm/inquiryLimits.cases';
import { localePattern as formLocalePattern } from '../src/sections/ContactForm/inquiryPost';
import { defaultMigrationsDir, openDatabase } from './db/openDatabase.mjs';
import { localePattern as postedLocalePattern } from './inquiryPage.mjs';
import { goodInquiry, inquiriesTable } from './testSupport';

const migrationNamed = (suffix: string) => {
  const file = readdirSync(defaultMigrationsDir).find((name) => name.endsWith(suffix)) ?? '';
  return readFileSync(path.join(defaultMigrationsDir, file), 'utf8');
};
const sql = migrationNamed('_inquiries.sql');
const textRules = migrationNamed('_inquiries_visible_text.sql');
const localeRule = migrationNamed('_inquiries_locale.sql');

/** `char_length(<column>) between a and b` in the migration. */
function bounds(column: string) {
  const match = new RegExp(`char_length\\(${column}\\) between (\\d+) and (\\d+)`).exec(sql);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

describe('the form and the database agree on the limits', () => {
  it('has the same length bounds', () => {
    expect(bounds('name')).toEqual([1, inquiryLimits.name.max]);
    expect(bounds('email')).toEqual([inquiryLimits.email.min, inquiryLimits.email.max]);
    expect(bounds('phone_no')).toEqual([inquiryLimits.phone_no.min, inquiryLimits.phone_no.max]);
    expect(bounds('comments')).toEqual([1, inquiryLimits.comments.max]);
    expect(sql).toContain(`between ${inquiryLimits.phone_no.minDigits} and ${inquiryLimits.phone_no.maxDigits}`);
  });

  it('writes "blank" and "control character" with the form\'s own character classes', () => {
    expect(textRules).toContain(`check (name ~ '[^${blankCharacters}]')`);
    expect(textRules).toContain(`check (comments ~ '[^${blankCharacters}]')`);
    expect(textRules).toContain(`check (name !~ '[${controlCharacters}]')`);
    expect(textRules).toContain(`check (email !~ '[${controlCharacters}${blankCharacters}]')`);
    expect(textRules).toContain(`check (comments !~ '[${controlCharactersButNewline}]')`);
  });

  it('takes the same locale tags: the live form, the posted form and the table check', () => {
    expect(formLocalePattern.source).toBe(postedLocalePattern.source);
    expect(formLocalePattern.flags).toBe('');
    expect(localeRule).toContain(`check (locale ~ '${formLocalePattern.source}')`);
  });
});

describe('the database on the table of cases the form is tested against', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = (await openDatabase()).db as PGlite;
  }, 60_000);

  afterAll(() => db?.close());

  /** As anon, like the site: true when stored, false when a check refuses it. */
  async function stores(field: string, value: string) {
    const row = { ...goodInquiry, [field]: value };
    try {
      await db.transaction(async (tx) => {
        await tx.query('set local role anon');
        await tx.query(`insert into ${inquiriesTable} (name, email, phone_no, comments) values ($1, $2, $3, $4)`, [row.name, row.email, row.phone_no, row.comments]);
      });
      return true;
    } catch (error) {
      expect((error as { code?: string }).code).toBe('23514');
      return false;
    }
  }

  it.each(textCases.map((c) => [c.field, JSON.stringify(c.value), c]))('%s %s', async (_field, _shown, { field, value, stored, sent }) => {
    expect(await stores(field, value)).toBe(stored);
    if (sent !== null) expect(await stores(field, sent), `what the form sends: ${JSON.stringify(sent)}`).toBe(true);
  });
});
