import type { DelawareFranchiseTaxRules } from '../../types/stateCosts';

/** What Delaware's two franchise tax methods need to know about a corporation. */
export interface DelawareShareFacts {
  /** Shares the certificate of incorporation authorizes. */
  authorizedShares: number;
  /** Shares actually issued to shareholders. */
  issuedShares: number;
  /** Total gross assets (Form 1120, Schedule L), in dollars. */
  grossAssets: number;
  /** Par value per share, in dollars. */
  parValue: number;
}

export interface DelawareFranchiseTaxResult {
  authorizedShares: number;
  /** `null` when the method cannot be used (no shares issued). */
  assumedParValue: number | null;
  /** The assumed par value capital the second method taxes, in dollars. */
  assumedParValueCapital: number | null;
  /** The lower of the two, which Delaware allows the corporation to pay. */
  lower: number;
  lowerMethod: 'authorizedShares' | 'assumedParValue';
}

/**
 * Authorized Shares Method: the minimum up to the first step, the second step up to 10,000 shares,
 * then a fixed amount for each further block of shares or part of one, up to the maximum.
 */
export function authorizedSharesTax(shares: number, rules: DelawareFranchiseTaxRules['authorizedShares']): number {
  if (shares <= rules.minimumUpTo) return rules.minimum;
  if (shares <= rules.secondStepUpTo) return rules.secondStep;
  const blocks = Math.ceil((shares - rules.secondStepUpTo) / rules.blockSize);
  return Math.min(rules.secondStep + blocks * rules.perBlock, rules.maximum);
}

/**
 * Assumed Par Value Capital Method: gross assets divided by issued shares gives the assumed par
 * value per share (the stated par value when that is higher); times the authorized shares gives
 * the assumed par value capital, taxed per million dollars or part of one, between the minimum and
 * the maximum. `null` when no shares are issued.
 */
export function assumedParValueCapital(facts: DelawareShareFacts): number | null {
  if (facts.issuedShares <= 0) return null;
  const assumedPar = facts.grossAssets / facts.issuedShares;
  return Math.max(assumedPar, facts.parValue) * facts.authorizedShares;
}

export function assumedParValueTax(facts: DelawareShareFacts, rules: DelawareFranchiseTaxRules['assumedParValue']): number | null {
  const capital = assumedParValueCapital(facts);
  if (capital === null) return null;
  // Rounded to the cent before dividing, so float noise never adds a million.
  const millions = Math.ceil(Math.round(capital * 100) / 100 / 1_000_000);
  return Math.min(Math.max(millions * rules.perMillion, rules.minimum), rules.maximum);
}

/** Both methods and the one Delaware lets the corporation pay. */
export function delawareFranchiseTax(facts: DelawareShareFacts, rules: DelawareFranchiseTaxRules): DelawareFranchiseTaxResult {
  const byShares = authorizedSharesTax(facts.authorizedShares, rules.authorizedShares);
  const byParValue = assumedParValueTax(facts, rules.assumedParValue);
  const parValueWins = byParValue !== null && byParValue < byShares;
  return {
    authorizedShares: byShares,
    assumedParValue: byParValue,
    assumedParValueCapital: assumedParValueCapital(facts),
    lower: parValueWins ? byParValue : byShares,
    lowerMethod: parValueWins ? 'assumedParValue' : 'authorizedShares',
  };
}
