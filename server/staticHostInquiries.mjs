/**
 * The contact form's own post on a static host: the handler `npm start` runs
 * (server/inquiryRequest.mjs), storing into the project's PostgreSQL (a Supabase project's) as the
 * publishable key would, so the same limit, honeypot, grants, checks and answer pages hold there.
 * netlify/functions/inquiries.mjs is its entry; another host's function takes it the same way.
 */
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './httpHeaders.mjs';
import { inquiryFields } from './inquiryPage.mjs';
import { createInquiryRequestHandler, guardedInsert } from './inquiryRequest.mjs';
import { insertStatement } from './rest/statements.mjs';

/** The columns the publishable key may insert (the migrations' grants). */
const columns = [...inquiryFields, 'locale'];

/**
 * @param {{
 *   db: Pick<import('./db/postgresDatabase.mjs').PostgresDatabase, 'transaction'>,
 *   table: string,
 *   contactPage: (prefix: string) => Promise<string>,
 *   languages: string[],
 *   rateLimit?: { max: number, windowMs?: number },
 *   connectSources?: string[],
 * }} options `contactPage`: the deployed contact page of a language ('' English, '/es');
 *   `languages`: the slugs of the translated builds; `rateLimit`: per function instance, in memory
 */
export function createStaticHostInquiries({ db, table, contactPage, languages, rateLimit = { max: 5 }, connectSources = [] }) {
  // The insert runs as anon, as PostgREST runs the publishable key's: the grants and checks decide.
  const write = (/** @type {Record<string, unknown>} */ row) =>
    db.transaction(async (tx) => {
      await tx.query('set local role anon');
      const statement = insertStatement(table, columns, [row]);
      await tx.query(statement.sql, statement.params);
    });
  const { 'Content-Security-Policy': _whole, ...common } = securityHeaders({ connectSources });
  return createInquiryRequestHandler({
    contactPage,
    isLanguage: (slug) => languages.includes(slug),
    insert: guardedInsert({ write, rateLimit }),
    // A host's headers file does not reach a function's answer: it carries them itself, the
    // policy naming exactly the answer page's scripts.
    pageHeaders: (html) => ({ ...common, 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources }) }),
    // Only the form's path reaches the function, so the success page is answered there.
    successAt: 'form-path',
  });
}
