/**
 * Types of the state and federal cost facts (src/content/stateCosts.ts). The cost calculator, the
 * compliance calendar and anything else that quotes a fee take them as props.
 */

/** The states the site compares; California is shown as a warning case. */
export type StateCode = 'WY' | 'DE' | 'NM' | 'FL' | 'TX' | 'NV' | 'CO' | 'MT' | 'CA';

/** The two kinds of company whose state fees differ. */
export type EntityKind = 'llc' | 'corp';

/** A page a figure was taken from. */
export interface SourceLink {
  label: string;
  url: string;
  /** The page's own date (ISO), when it shows one. */
  published?: string;
}

/**
 * One figure in US dollars with where it comes from. `amount: null` means the figure could not be
 * confirmed: the site shows "varies, check with the state" instead of a number.
 */
export interface Figure {
  amount: number | null;
  /** Shown next to the figure: what it covers, or why it is a minimum. */
  note?: string;
  sources: SourceLink[];
  /** When the figure was last compared with its sources (ISO date). */
  lastChecked: string;
}

/**
 * When a yearly state filing is due. Months are 1–12.
 * - `fixed`: the same date every year (`opens`: the first day it can be filed, when the state sets one).
 * - `anniversaryMonth`: the first or last day of the month the company was formed in.
 * - `anniversaryWindow`: a window of months around the anniversary month.
 * - `fourthMonth15th`: the 15th day of the 4th month after the tax year ends (April 15 for a calendar year).
 * - `none`: no yearly filing.
 */
export type DueRule =
  | { kind: 'fixed'; month: number; day: number; opens?: { month: number; day: number } }
  | { kind: 'anniversaryMonth'; day: 'first' | 'last' }
  | { kind: 'anniversaryWindow'; monthsBefore: number; monthsAfter: number }
  | { kind: 'fourthMonth15th' }
  | { kind: 'none' };

/** The yearly state filing of one kind of company. */
export interface AnnualObligation {
  /** What is filed or paid, e.g. 'Annual report (license tax)'. */
  name: string;
  /** The yearly amount; for Delaware corporations the report fee only (the franchise tax is computed). */
  fee: Figure;
  due: DueRule;
  /** The due date in words, e.g. 'June 1'. */
  dueText: string;
  dueSources: SourceLink[];
  lateFee?: Figure;
  /**
   * The company year in which the fee is first paid: 2 (the default) when the first report or tax
   * falls due after the first anniversary, 1 when it is owed in the year of formation (California).
   */
  firstDueYear?: 1 | 2;
}

export interface EntityFacts {
  formationFee: Figure;
  annual: AnnualObligation;
}

export interface StateFacts {
  code: StateCode;
  name: string;
  llc: EntityFacts;
  corp: EntityFacts;
  /** State income tax for a foreign-owned company with no activity in the state, in words. */
  incomeTax: { text: string; sources: SourceLink[] };
  /** A state shown to warn, not to recommend (California). */
  warning?: string;
}

/** Delaware's two ways of computing a corporation's franchise tax; the corporation may pay the lower. */
export interface DelawareFranchiseTaxRules {
  authorizedShares: {
    /** Up to this many shares: the minimum. */
    minimumUpTo: number;
    minimum: number;
    /** Up to this many shares: the second step. */
    secondStepUpTo: number;
    secondStep: number;
    /** Each further block of shares (or part of one) adds `perBlock`. */
    blockSize: number;
    perBlock: number;
    maximum: number;
  };
  assumedParValue: {
    /** Dollars per $1,000,000 of assumed par value capital (or part of it). */
    perMillion: number;
    minimum: number;
    maximum: number;
  };
  /** The annual report fee paid with the tax. */
  reportFee: number;
  sources: SourceLink[];
  lastChecked: string;
}

/** A federal filing that comes with a kind of company, whatever the state. */
export interface FederalFiling {
  id: string;
  /** e.g. 'Form 5472 + pro forma Form 1120' */
  name: string;
  /** Who must file it, in words. */
  appliesTo: string;
  due: DueRule;
  dueText: string;
  /** How it is filed, in words (no e-filing for Form 5472). */
  howToFile?: string;
  /** Government fee to file it (none for an IRS information return). */
  filingFee: Figure;
  /** The penalty for not filing, when sourced. */
  penalty?: Figure;
  sources: SourceLink[];
  lastChecked: string;
}

/** A claim that could not be confirmed and is therefore not used by the site. */
export interface UnconfirmedFact {
  topic: string;
  why: string;
}
