import { describe, expect, it } from 'vitest';
import { delawareFranchiseTax, form5472, stateCodes, stateFacts } from '../../content/stateCosts';
import { compareStates, costForState, type CostFacts } from './costMath';
import { defaultCostInputs } from './costQuery';

const facts: CostFacts = {
  states: stateFacts,
  stateOrder: stateCodes,
  delaware: delawareFranchiseTax,
  federal: { smllc: [form5472], mmllc: [], ccorp: [] },
  plans: [
    { id: 'formation-llc', label: 'LLC', amount: 6900, billing: 'once' },
    { id: 'mailbox-grow', label: 'Grow', amount: 99, billing: 'monthly' },
  ],
};

const inputs = (over: Partial<typeof defaultCostInputs>) => ({ ...defaultCostInputs, ...over });

describe('costForState', () => {
  it('adds up a Wyoming single-member LLC over three years: $100 + $60 + $60', () => {
    const result = costForState(facts, 'WY', inputs({ state: 'WY', type: 'smllc', years: 3 }));
    expect(result.years.map((y) => y.total)).toEqual([100, 60, 60]);
    expect(result.total).toBe(220);
    expect(result.incomplete).toBe(false);
  });

  it('lists Form 5472 + pro forma 1120 from year 2 for a foreign-owned single-member LLC, at no government fee', () => {
    const result = costForState(facts, 'WY', inputs({ type: 'smllc', years: 2 }));
    expect(result.years[0].federalFilings).toEqual([]);
    expect(result.years[1].federalFilings).toEqual(['Form 5472 + pro forma Form 1120']);
    expect(result.federal).toBe(0);
  });

  it('brings no Form 5472 line with a multi-member LLC', () => {
    const result = costForState(facts, 'WY', inputs({ type: 'mmllc', years: 2 }));
    expect(result.years[1].federalFilings).toEqual([]);
  });

  it('charges a Delaware LLC $110 then the $300 tax each year', () => {
    const result = costForState(facts, 'DE', inputs({ type: 'smllc', years: 3 }));
    expect(result.years.map((y) => y.total)).toEqual([110, 300, 300]);
  });

  it('charges a Delaware C-Corp the lower franchise tax plus the $50 report fee', () => {
    const result = costForState(facts, 'DE', inputs({ type: 'ccorp', years: 2 }));
    expect(result.franchiseTax).toMatchObject({ authorizedShares: 85_165, assumedParValue: 400, lower: 400 });
    expect(result.years.map((y) => y.total)).toEqual([109, 450]);
  });

  it('charges California its $800 minimum tax from the first year', () => {
    const result = costForState(facts, 'CA', inputs({ type: 'smllc', years: 2 }));
    expect(result.years.map((y) => y.total)).toEqual([870, 800]);
  });

  it('charges a New Mexico LLC only its $50 formation fee', () => {
    expect(costForState(facts, 'NM', inputs({ type: 'smllc', years: 5 })).total).toBe(50);
  });

  it('keeps Texas at $0 a year below the no-tax-due threshold', () => {
    expect(costForState(facts, 'TX', inputs({ type: 'smllc', years: 3 })).years.map((y) => y.total)).toEqual([300, 0, 0]);
  });

  it('charges Nevada $425 then $350 a year, Colorado $50 then $25, Montana $35 then $20, Florida $125 then $138.75', () => {
    const totals = (state: 'NV' | 'CO' | 'MT' | 'FL') => costForState(facts, state, inputs({ years: 3 })).years.map((y) => y.total);
    expect(totals('NV')).toEqual([425, 350, 350]);
    expect(totals('CO')).toEqual([50, 25, 25]);
    expect(totals('MT')).toEqual([35, 20, 20]);
    expect(totals('FL')).toEqual([125, 138.75, 138.75]);
  });

  it('marks a total as a minimum when a figure is unconfirmed (a New Mexico corporation)', () => {
    const result = costForState(facts, 'NM', inputs({ type: 'ccorp', years: 2 }));
    expect(result.years[0].formation).toBeNull();
    expect(result.incomplete).toBe(true);
  });

  it('adds a one-time plan in year 1 and a monthly plan twelve times a year', () => {
    expect(costForState(facts, 'WY', inputs({ years: 2, plan: 'formation-llc' })).years.map((y) => y.plan)).toEqual([6900, 0]);
    expect(costForState(facts, 'WY', inputs({ years: 2, plan: 'mailbox-grow' })).years.map((y) => y.plan)).toEqual([1188, 1188]);
  });
});

describe('compareStates', () => {
  it('lists every state cheapest first for the default inputs', () => {
    const order = compareStates(facts, defaultCostInputs).map((r) => [r.state, r.total]);
    expect(order).toEqual([
      ['NM', 50],
      ['MT', 75],
      ['CO', 100],
      ['WY', 220],
      ['TX', 300],
      ['FL', 402.5],
      ['DE', 710],
      ['NV', 1125],
      ['CA', 2470],
    ]);
  });

  it('puts states with unconfirmed figures after the complete ones', () => {
    const results = compareStates(facts, inputs({ type: 'ccorp', years: 1 }));
    const flags = results.map((r) => r.incomplete);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    expect(
      results
        .filter((r) => r.incomplete)
        .map((r) => r.state)
        .sort(),
    ).toEqual(['CA', 'MT', 'NM', 'NV', 'TX']);
  });
});
