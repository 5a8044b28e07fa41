import type { Inquiry } from './inquiryLimits';

/**
 * Where the contact form posts when the browser sends it itself (scripts off):
 * a path of its own, so a host can route it to a function without touching the page's path.
 * server/inquiryPage.mjs answers it; server/inquiryForm.test.ts checks the two agree.
 * No sitePath: it is no page of the route table (nothing is prerendered there), only the server's.
 */
export const inquiryPostPath = '/inquiries';

/** `/contact-us?sent=1`: the page the server sends a visitor to once their posted inquiry is stored. */
export const sentParameter = { name: 'sent', stored: '1' } as const;

/**
 * The tags the table's `locale` column takes (supabase/migrations/*_inquiries_locale.sql, same
 * text; server/inquiryPage.mjs reads a posted form with the same one): 'en', 'es', 'pt-br'.
 */
export const localePattern = /^[a-z]{2}(-[a-z]{2})?$/;

/** A page language as the table stores it: lowercased, or null when it is not a tag the table takes. */
export function inquiryLocale(lang: string | null | undefined): string | null {
  const tag = (lang ?? '').trim().toLowerCase();
  return localePattern.test(tag) ? tag : null;
}

/** The language of the page the form is on: its `<html lang>`. */
export const pageLocale = (doc: Document = document) => inquiryLocale(doc.documentElement.lang);

/** The row the form sends: what the visitor typed and the language of the page they typed it on. */
export interface InquiryRow extends Inquiry {
  locale: string | null;
}
