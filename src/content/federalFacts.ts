/**
 * US federal figures that several pages state, each written once here in language-neutral data (no
 * words: every page formats them in its own language, e.g. `usd(form5472Penalty, tag)`).
 *
 * Where a figure comes from, and when it was last checked, is not repeated here: it is the figure
 * the cost comparison cites. `form5472Penalty` is stateCosts' `form5472.penalty` (its sources and
 * `lastChecked`), which must use this constant, so every page shows the same amount as that cited
 * figure.
 */

/** The IRS penalty for a missing Form 5472, in US dollars: per form per year, and again for each 30 days unpaid after an IRS notice. */
export const form5472Penalty = 25_000;
