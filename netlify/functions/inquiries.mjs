// Netlify Function (netlify.toml, docs/deployment.md): the contact form's own post on a static
// deploy, `POST /inquiries` and `/<language>/inquiries`, stored in the Supabase project's database.
// Set in Netlify's environment: DATABASE_URL (the project's pooled connection string, a secret),
// and the VITE_ values the site was built with (VITE_TABLE_PREFIX, VITE_SUPABASE_URL).
import locales from '../../src/locale/locales.json' with { type: 'json' };
import { openPostgres } from '../../server/db/postgresDatabase.mjs';
import { originOf } from '../../server/httpHeaders.mjs';
import { createStaticHostInquiries } from '../../server/staticHostInquiries.mjs';

/** @type {ReturnType<typeof createStaticHostInquiries> | undefined} */
let handler;
/** The deployed contact page of each language, fetched once per function instance. @type {Map<string, Promise<string>>} */
const pages = new Map();

/**
 * @param {Request} request
 * @param {{ ip: string }} context
 */
export default async function inquiries(request, context) {
  handler ??= createStaticHostInquiries({
    db: openPostgres(/** @type {string} */ (process.env.DATABASE_URL), { max: 1 }),
    table: `${process.env.VITE_TABLE_PREFIX?.trim() || 'starbridge'}_inquiries`,
    languages: locales.map((locale) => locale.slug),
    connectSources: [originOf(process.env.VITE_SUPABASE_URL)].filter((origin) => origin !== null),
    contactPage(prefix) {
      let page = pages.get(prefix);
      if (!page) {
        page = fetch(new URL(`${prefix}/contact-us/`, request.url)).then((answer) => {
          if (!answer.ok) throw new Error(`${prefix}/contact-us/ answered ${answer.status}`);
          return answer.text();
        });
        page.catch(() => pages.delete(prefix));
        pages.set(prefix, page);
      }
      return page;
    },
  });
  return handler.handle(request, { address: context.ip });
}

export const config = { path: ['/inquiries', '/:lang/inquiries'] };
