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

/** The flat federal income tax rate of a C corporation, in percent of its profits. */
export const corporateIncomeTaxRate = 21;

/** How much of a US LLC or corporation a non-resident may own, in percent (no US visa, SSN or visit needed). */
export const foreignOwnershipAllowed = 100;

/** A C-Corp files Form 5472 with its Form 1120 when one foreign owner holds at least this share, in percent. */
export const form5472OwnershipThreshold = 25;

/** Form 5472 (with its pro forma Form 1120) is due the 15th day of the 4th month after the tax year ends: this day for a calendar year. */
export const form5472CalendarYearDue = { month: 4, day: 15 };

/** A foreign-owned single-member LLC files Form 5472 for tax years beginning on or after this day. */
export const form5472DisregardedEntitiesFrom = '2017-01-01';

/** FinCEN's interim final rule that exempted companies formed in the US from beneficial ownership (BOI) reporting. */
export const boiInterimRuleDate = '2025-03-26';

/** An LLC with two or more owners (a partnership) files Form 1065 by the 15th day of the 3rd month after its tax year: this day for a calendar year. */
export const form1065CalendarYearDue = { month: 3, day: 15 };
