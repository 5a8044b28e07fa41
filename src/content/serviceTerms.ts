/**
 * Our own service terms that several pages state, each written once here in language-neutral data
 * (no words: each page's message places the figure, e.g. `t.refund.monthly({ days: refundWindowDays })`).
 *
 * The refund terms are a proposal the business has yet to confirm (see src/content/refunds.ts).
 */

/** A monthly plan's first month is refunded if it is cancelled within this many days of paying. */
export const refundWindowDays = 14;

/** A refund is paid out within this many business days of our confirming it. */
export const refundPayoutBusinessDays = 10;

/** Company registration: as little as `fastest` hours, and usually within `usual` hours, in the states we recommend (many states approve a filing within `fastest`). */
export const registrationHours = { fastest: 24, usual: 48 };
