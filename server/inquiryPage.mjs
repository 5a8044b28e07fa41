/**
 * The contact page as the answer to a form the browser posted itself (scripts off, or not yet
 * running). Made from the prerendered page, so it looks like the page the visitor left: the
 * prerendered form carries both answers, hidden (`data-inquiry-answer`, written by ContactForm
 * from src/content), and this shows one, puts back what was typed, and leaves out the script that
 * would start React (and the one that would hold taps for it). A page that never hydrates cannot
 * disagree with React about the address it was posted to or what it shows; its form simply posts
 * again, with or without JavaScript. No dependencies, so a host's
 * function can build the same answer from the same file.
 */

/** Where the form posts (its `action`); the page checks it carries the same path. */
export const inquiryFormPath = '/inquiries';
/** The contact page and the query that says its posted inquiry was stored (`/contact-us?sent=1`). */
export const contactPagePath = '/contact-us';
export const sentQuery = 'sent=1';

/** The columns a visitor fills, as the form names its fields. */
export const inquiryFields = ['name', 'email', 'phone_no', 'comments'];

/**
 * The page's language, a hidden field of the form (`locale`), as the table's `locale` column
 * takes it: lowercased, or null when missing or not a tag the table takes ('en', 'pt-br'), so an
 * odd value never costs a visitor their inquiry. The same pattern as the live form's
 * (src/sections/ContactForm/inquiryPost.ts) and the migration's check.
 */
export const localePattern = /^[a-z]{2}(-[a-z]{2})?$/;
/**
 * @param {string | null | undefined} value
 * @returns {string | null}
 */
export function inquiryLocale(value) {
  const tag = String(value ?? '')
    .trim()
    .toLowerCase();
  return localePattern.test(tag) ? tag : null;
}

/**
 * Visitor text as HTML text or an attribute value. NUL cannot be carried by HTML at all (a parser
 * reads it as U+FFFD), so it is written as that, on purpose rather than as a parse error.
 * @type {Record<string, string>}
 */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\0': '&#xFFFD;' };
const escapeHtml = (/** @type {string} */ text) => String(text).replace(/[&<>"'\0]/g, (c) => entities[c]);

/** The one script that starts the page's islands after the load event (src/platform/islandScripts.tsx). */
const bootstrap = /<script id="island-scripts"(?:\s[^>]*)?>[\s\S]*?<\/script>/;

/**
 * The head script that holds taps and submits until the page has hydrated (src/platform/earlyInput.ts):
 * on a page that never hydrates it would hold them for ever, so the answer goes without it and its
 * form posts natively, with or without JavaScript.
 */
const earlyInput = /<script>(?:(?!<\/script>)[\s\S])*__sbEarlyInput[\s\S]*?<\/script>/;

/**
 * A typed value's label rises above it as MUI's does when a field is filled; the prerendered page
 * has only the empty state's styles, and nothing runs that would add the filled ones.
 */
const filledFieldStyle =
  '<style data-inquiry-filled>' +
  '.MuiInputLabel-outlined[data-shrink="true"]{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}' +
  '[data-shrink="true"]+.MuiOutlinedInput-root>fieldset>legend{max-width:100%}' +
  '</style>';

/**
 * @param {string} html
 * @param {RegExp} pattern
 * @param {(match: string, ...groups: string[]) => string} replace
 * @param {string} what the missing part, named in the error
 */
function replaceOnce(html, pattern, replace, what) {
  let found = false;
  const result = html.replace(pattern, (match, ...groups) => {
    found = true;
    return replace(match, ...groups);
  });
  if (!found) throw new Error(`The contact page has no ${what}; was it built from this version of the site?`);
  return result;
}

/**
 * The field named `name`: its input's value, or the textarea's text, set to `value`, and its label raised.
 * The visitor's text goes in only through replacer functions, escaped: as a replacement string,
 * `$&`, `$\``, `$'` or `$1` in it would paste parts of the page's own markup into the field.
 * @param {string} html
 * @param {string} name
 * @param {string} value
 */
function fillField(html, name, value) {
  if (value === '') return html;
  const named = `name="${name}"`;
  let result;
  if (name === 'comments') {
    // A textarea drops one line break straight after its start tag, so one that begins the text gets a companion.
    result = replaceOnce(
      html,
      new RegExp(`(<textarea\\b[^>]*\\b${named}[^>]*>)</textarea>`),
      (_m, open) => `${open}${value.startsWith('\n') ? '\n' : ''}${escapeHtml(value)}</textarea>`,
      `textarea ${named}`,
    );
    // The counter speaks of the empty field; a stale count is worse than none.
    result = result.replace(/(<p\b[^>]*id="[^"]*-comments-helper-text"[^>]*>)[^<]*(?:<!-- -->[^<]*)*(<\/p>)/, '$1$2');
  } else {
    result = replaceOnce(html, new RegExp(`<input\\b[^>]*\\b${named}[^>]*>`), (tag) => tag.replace(/\bvalue="[^"]*"/, () => `value="${escapeHtml(value)}"`), `input ${named}`);
  }
  const id = new RegExp(`<(?:input|textarea)\\b[^>]*\\bid="([^"]+)"[^>]*\\b${named}`).exec(result)?.[1];
  if (id) result = result.replace(new RegExp(`(<label\\b[^>]*)data-shrink="false"([^>]*\\bfor="${id}")`), '$1data-shrink="true"$2');
  return result;
}

/**
 * The field the table refused, marked as the form marks one (MUI's error state, whose styles the
 * prerendered page has) and focused when the page opens, so the visitor lands where to correct.
 * @param {string} html
 * @param {string} name
 */
function markInvalid(html, name) {
  const id = new RegExp(`<(?:input|textarea)\\b[^>]*\\bid="([^"]+)"[^>]*\\bname="${name}"`).exec(html)?.[1];
  if (!id) return html;
  return html
    .replace(new RegExp(`(<label\\b[^>]*\\bclass="[^"]*)("[^>]*\\bfor="${id}")`), '$1 Mui-error$2')
    .replace(new RegExp(`(<div class="MuiInputBase-root[^"]*)(">)(?=<(?:input|textarea)\\b[^>]*\\bid="${id}")`), '$1 Mui-error$2')
    .replace(new RegExp(`<(input|textarea)\\b([^>]*)\\baria-invalid="false"([^>]*\\bid="${id}")`), '<$1 autofocus=""$2aria-invalid="true"$3');
}

/**
 * Which field a refusal of the table's checks names (`<prefix>_inquiries_email_shape`), if any.
 * @param {unknown} caught a database error, or anything else thrown
 * @returns {string | null}
 */
export function refusedField(caught) {
  // Read as a Postgres error would be; anything else thrown simply names no field.
  const error = /** @type {{ constraint?: unknown, message?: unknown } | null | undefined} */ (caught);
  const text = `${error?.constraint ?? ''} ${error?.message ?? ''}`;
  const field = /_inquiries_(name|email|phone|comments)_/.exec(text)?.[1];
  return field === 'phone' ? 'phone_no' : (field ?? null);
}

/**
 * What the page answers. values: what the visitor typed, shown again (on failure; a stored inquiry
 * leaves the form empty); invalid: the field the table refused, marked and focused.
 * @typedef {{ outcome: 'success' | 'failure', values?: Partial<Record<string, string>>, invalid?: string | null }} Answer
 */

/**
 * @param {string} html the prerendered contact page (build/client/contact-us/index.html)
 * @param {Answer} answer
 * @returns {string}
 */
export function inquiryAnswerPage(html, { outcome, values = {}, invalid = null }) {
  let page = replaceOnce(html, bootstrap, () => '', 'bootstrap script').replace(earlyInput, '');
  page = replaceOnce(page, new RegExp(`<div hidden="" data-inquiry-answer="${outcome}">`), () => `<div data-inquiry-answer="${outcome}">`, `hidden ${outcome} answer`);
  for (const field of inquiryFields) page = fillField(page, field, values[field] ?? '');
  if (invalid && inquiryFields.includes(invalid)) page = markInvalid(page, invalid);
  return page.replace('</head>', `${filledFieldStyle}</head>`);
}
