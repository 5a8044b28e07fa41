// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inquiryLimits } from '../src/sections/ContactForm/inquiryLimits';
import { defaultMigrationsDir } from './db/openDatabase.mjs';

const migration = readdirSync(defaultMigrationsDir).find((file) => file.endsWith('_inquiries.sql')) ?? '';
const sql = readFileSync(path.join(defaultMigrationsDir, migration), 'utf8');

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
});
