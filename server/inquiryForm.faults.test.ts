// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localPublishableKey } from './localSettings.mjs';
import { inquiryFormPath } from './inquiryPage.mjs';
import { startSite } from './startSite.mjs';
import { fakeSite, inquiriesTable, tempDir } from './testSupport';

/**
 * The form's post and the REST insert when the database fails, and when the form is not UTF-8:
 * the log says what failed without a word the visitor typed; a form the REST endpoint would refuse
 * is refused, never repaired.
 */
const scratch = tempDir('inquiry-form-faults');
let site: Awaited<ReturnType<typeof startSite>>;
const visitor = {
  name: 'Zelda Quintanilla-Private',
  email: 'zelda.private@example.com',
  phone_no: '+351 999 888 777',
  comments: 'My confidential plans for a Wyoming LLC',
};
const logged: string[] = [];
const spies = (['error', 'warn', 'log', 'info'] as const).map((level) =>
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map((arg) => inspect(arg, { depth: 5 })).join(' '))),
);

const count = async () => (await (site.db as PGlite).query<{ n: number }>(`select count(*)::int as n from ${inquiriesTable}`)).rows[0].n;

function postForm(body: string) {
  return fetch(`${site.url}${inquiryFormPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
}

beforeAll(async () => {
  const root = fakeSite(path.join(scratch.dir, 'client'));
  mkdirSync(path.join(root, 'contact-us'));
  // Just what the answer page needs of the contact page.
  writeFileSync(
    path.join(root, 'contact-us/index.html'),
    '<!doctype html><html><head><title>Contact</title></head><body><form action="/inquiries" method="post">' +
      '<input aria-invalid="false" id="f-name" name="name" value=""/><input aria-invalid="false" id="f-email" name="email" value=""/>' +
      '<input aria-invalid="false" id="f-phone_no" name="phone_no" value=""/><textarea aria-invalid="false" id="f-comments" name="comments"></textarea>' +
      '<div hidden="" data-inquiry-answer="success">Sent</div><div hidden="" data-inquiry-answer="failure">Failed</div></form>' +
      '<script id="island-scripts">1</script></body></html>',
  );
  site = await startSite({ staticRoot: root, rateLimit: { max: 1000 } });
}, 120_000);

afterAll(async () => {
  await site?.close();
  scratch.remove();
  for (const spy of spies) spy.mockRestore();
});

describe('the form refuses what REST refuses', { timeout: 30_000 }, () => {
  it('refuses a percent-escape that is not UTF-8 (400, nothing stored) instead of storing U+FFFD', async () => {
    const before = await count();
    const fields = new URLSearchParams(visitor).toString();
    for (const broken of ['%FF', '%C3%28', '%ED%A0%80', '%E0%A4%A']) {
      const answer = await postForm(fields.replace('name=Zelda', `name=Zelda${broken}`));
      expect(answer.status, broken).toBe(400);
    }
    expect(await count()).toBe(before);
    // The same visitor, well formed, is stored.
    expect((await postForm(fields)).status).toBe(303);
    expect(await count()).toBe(before + 1);
  });
});

describe('a database failure is logged without personal data', { timeout: 30_000 }, () => {
  it('logs the failure of the form post and of the REST insert, and no field value', async () => {
    const db = site.db as PGlite;
    // The disk fills up: Postgres refuses every insert with SQLSTATE 53100.
    await db.exec(`
      create function fail_insert() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$;
      create trigger fail_insert before insert on ${inquiriesTable} for each row execute function fail_insert();`);
    logged.length = 0;
    try {
      const form = await postForm(new URLSearchParams(visitor).toString());
      expect(form.status).toBe(500);
      const rest = await fetch(`${site.url}/rest/v1/${inquiriesTable}`, {
        method: 'POST',
        headers: { apikey: localPublishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(visitor),
      });
      expect(rest.status).toBe(503);
    } finally {
      await db.exec(`drop trigger fail_insert on ${inquiriesTable}; drop function fail_insert();`);
    }
    const log = logged.join('\n');
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(log).toContain('53100');
    for (const value of [...Object.values(visitor), 'Zelda', 'zelda.private', '999 888', 'Wyoming']) expect(log).not.toContain(value);
  });
});
