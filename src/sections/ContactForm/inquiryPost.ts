/**
 * Where the contact form posts when the browser sends it itself (scripts off):
 * a path of its own, so a host can route it to a function without touching the page's path.
 * server/inquiryPage.mjs answers it; server/inquiryForm.test.ts checks the two agree.
 */
export const inquiryPostPath = '/inquiries';

/** `/contact-us?sent=1`: the page the server sends a visitor to once their posted inquiry is stored. */
export const sentParameter = { name: 'sent', stored: '1' } as const;
