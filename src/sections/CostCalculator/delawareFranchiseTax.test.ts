import { describe, expect, it } from 'vitest';
import { delawareFranchiseTax as rules } from '../../content/stateCosts';
import { assumedParValueCapital, assumedParValueTax, authorizedSharesTax, delawareFranchiseTax } from './delawareFranchiseTax';

const shares = rules.authorizedShares;
const apvc = rules.assumedParValue;

describe('Authorized Shares Method', () => {
  it('charges the $175 minimum up to 5,000 shares', () => {
    expect(authorizedSharesTax(1, shares)).toBe(175);
    expect(authorizedSharesTax(5000, shares)).toBe(175);
  });

  it('charges $250 from 5,001 to 10,000 shares', () => {
    expect(authorizedSharesTax(5001, shares)).toBe(250);
    expect(authorizedSharesTax(10000, shares)).toBe(250);
  });

  it('adds $85 for each further 10,000 shares or part of them', () => {
    expect(authorizedSharesTax(10001, shares)).toBe(335);
    expect(authorizedSharesTax(20000, shares)).toBe(335);
    expect(authorizedSharesTax(20001, shares)).toBe(420);
  });

  it('gives $85,165 for 10,000,000 authorized shares (the worked example)', () => {
    expect(authorizedSharesTax(10_000_000, shares)).toBe(85_165);
  });

  it('stops at the $200,000 maximum', () => {
    expect(authorizedSharesTax(1_000_000_000, shares)).toBe(200_000);
  });
});

describe('Assumed Par Value Capital Method', () => {
  const startup = { authorizedShares: 10_000_000, issuedShares: 8_000_000, grossAssets: 50_000, parValue: 0.00001 };

  it('charges the $400 minimum for a small startup, $450 with the report fee', () => {
    expect(assumedParValueCapital(startup)).toBeCloseTo(62_500);
    expect(assumedParValueTax(startup, apvc)).toBe(400);
    expect(assumedParValueTax(startup, apvc)! + rules.reportFee).toBe(450);
  });

  it('charges $400 per million of assumed par value capital or part of one', () => {
    // $1.5M assets / 1M issued = $1.50 a share; x 2M authorized = $3M -> $1,200.
    const facts = { authorizedShares: 2_000_000, issuedShares: 1_000_000, grossAssets: 1_500_000, parValue: 0.0001 };
    expect(assumedParValueCapital(facts)).toBe(3_000_000);
    expect(assumedParValueTax(facts, apvc)).toBe(1_200);
    expect(assumedParValueTax({ ...facts, grossAssets: 1_500_001 }, apvc)).toBe(1_600);
  });

  it('uses the stated par value when it is higher than the assumed one', () => {
    const facts = { authorizedShares: 10_000_000, issuedShares: 10_000_000, grossAssets: 0, parValue: 1 };
    expect(assumedParValueCapital(facts)).toBe(10_000_000);
    expect(assumedParValueTax(facts, apvc)).toBe(4_000);
  });

  it('stops at the $200,000 maximum', () => {
    const facts = { authorizedShares: 10_000_000, issuedShares: 1, grossAssets: 10_000_000, parValue: 0.00001 };
    expect(assumedParValueTax(facts, apvc)).toBe(200_000);
  });

  it('cannot be used without issued shares', () => {
    expect(assumedParValueTax({ ...startup, issuedShares: 0 }, apvc)).toBeNull();
  });
});

describe('the lower of the two', () => {
  it('lets a startup with 10,000,000 shares pay $400 instead of $85,165', () => {
    const result = delawareFranchiseTax({ authorizedShares: 10_000_000, issuedShares: 8_000_000, grossAssets: 50_000, parValue: 0.00001 }, rules);
    expect(result).toMatchObject({ authorizedShares: 85_165, assumedParValue: 400, lower: 400, lowerMethod: 'assumedParValue' });
  });

  it('keeps the authorized shares method when it is lower', () => {
    const result = delawareFranchiseTax({ authorizedShares: 5000, issuedShares: 5000, grossAssets: 10_000_000, parValue: 0.01 }, rules);
    expect(result).toMatchObject({ authorizedShares: 175, lower: 175, lowerMethod: 'authorizedShares' });
  });

  it('falls back to the authorized shares method when no shares are issued', () => {
    const result = delawareFranchiseTax({ authorizedShares: 10_000_000, issuedShares: 0, grossAssets: 50_000, parValue: 0.00001 }, rules);
    expect(result).toMatchObject({ assumedParValue: null, lower: 85_165, lowerMethod: 'authorizedShares' });
  });
});
