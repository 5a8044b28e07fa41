import { describe, expect, it } from 'vitest';
import { stateCodes } from '../../content/stateCosts';
import { costQueryString, defaultCostInputs, parseAmount, parseCostQuery, parseWholeNumber } from './costQuery';

const plans = ['formation-llc', 'mailbox-grow'];
const parse = (query: string) => parseCostQuery(new URLSearchParams(query), stateCodes, plans);

describe('parseCostQuery', () => {
  it('takes the defaults from an empty address', () => {
    expect(parse('')).toEqual({ inputs: defaultCostInputs, problems: {} });
  });

  it('reads state, type, years and plan', () => {
    const { inputs, problems } = parse('state=de&type=ccorp&years=5&plan=formation-llc');
    expect(problems).toEqual({});
    expect(inputs).toMatchObject({ state: 'DE', type: 'ccorp', years: 5, plan: 'formation-llc' });
  });

  it('keeps the default state and reports an unknown one', () => {
    const { inputs, problems } = parse('state=ZZ&years=2');
    expect(inputs.state).toBe('WY');
    expect(inputs.years).toBe(2);
    expect(problems).toEqual({ state: 'unknownState' });
  });

  it('reports years outside 1 to 5 and an unknown type or plan', () => {
    expect(parse('years=0').problems).toEqual({ years: 'yearsOutOfRange' });
    expect(parse('years=6').problems).toEqual({ years: 'yearsOutOfRange' });
    expect(parse('years=2.5').problems).toEqual({ years: 'yearsOutOfRange' });
    expect(parse('type=sole').problems).toEqual({ type: 'unknownType' });
    expect(parse('plan=gold').problems).toEqual({ plan: 'unknownPlan' });
  });

  it('reads the Delaware share facts with separators', () => {
    const { inputs } = parse('type=ccorp&shares=1,000,000&issued=900000&assets=$2,500.50&par=0.0001');
    expect(inputs.shares).toEqual({ authorizedShares: 1_000_000, issuedShares: 900_000, grossAssets: 2500.5, parValue: 0.0001 });
  });

  it('refuses shares that are not whole numbers and keeps the default', () => {
    const { inputs, problems } = parse('shares=-5&assets=lots');
    expect(inputs.shares).toEqual(defaultCostInputs.shares);
    expect(problems).toEqual({ shares: 'notAWholeNumber', assets: 'notAnAmount' });
  });
});

describe('field parsers', () => {
  it('parse whole numbers and amounts', () => {
    expect(parseWholeNumber('10 000 000', 1)).toEqual({ value: 10_000_000 });
    expect(parseWholeNumber('0', 1)).toEqual({ problem: 'notAWholeNumber' });
    expect(parseWholeNumber('1e30')).toEqual({ problem: 'notAWholeNumber' });
    expect(parseWholeNumber('9'.repeat(20))).toEqual({ problem: 'tooLarge' });
    expect(parseAmount('.5')).toEqual({ value: 0.5 });
    expect(parseAmount('')).toEqual({ problem: 'notAnAmount' });
    expect(parseAmount('$1,250.50')).toEqual({ value: 1250.5 });
    expect(parseAmount('1,5')).toEqual({ problem: 'notAnAmount' });
  });

  it("read figures as the page's language writes them", () => {
    expect(parseAmount('1.250.000,75 US$', 'es')).toEqual({ value: 1_250_000.75 });
    expect(parseAmount('0,00001', 'pt-BR')).toEqual({ value: 0.00001 });
    // On a Spanish page '.' groups thousands: a par value typed the English way is refused, not read as 1.
    expect(parseAmount('0.00001', 'es')).toEqual({ problem: 'notAnAmount' });
    expect(parseWholeNumber('10\u202f000\u202f000', 1, 'fr')).toEqual({ value: 10_000_000 });
    expect(parseWholeNumber('١٠٬٠٠٠', 1, 'ar')).toEqual({ value: 10_000 });
    expect(parseAmount('٠٫٥', 'ar')).toEqual({ value: 0.5 });
  });
});

describe('costQueryString', () => {
  it('writes what a shared link needs and reads back the same inputs', () => {
    const inputs = { ...defaultCostInputs, state: 'DE' as const, type: 'ccorp' as const, years: 4, plan: 'mailbox-grow', shares: { ...defaultCostInputs.shares, authorizedShares: 5000 } };
    const query = costQueryString(inputs);
    expect(query).toBe('state=DE&type=ccorp&years=4&plan=mailbox-grow&shares=5000');
    expect(parse(query).inputs).toEqual(inputs);
  });

  it('leaves the share facts out for an LLC', () => {
    expect(costQueryString({ ...defaultCostInputs, shares: { ...defaultCostInputs.shares, authorizedShares: 1 } })).toBe('state=WY&type=smllc&years=3');
  });
});
