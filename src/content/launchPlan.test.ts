import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { costForState } from '../sections/CostCalculator/costMath';
import { defaultCostInputs } from '../sections/CostCalculator/costQuery';
import { type FounderProfile, type LaunchPlan, buildLaunchPlan, planDeadlines } from '../sections/LaunchPlan/plan';
import { planCalendar } from '../sections/LaunchPlan/planCalendar';
import { parsePlanQuery, planSearch } from '../sections/LaunchPlan/planQuery';
import type { StateCode } from '../types/stateCosts';
import { stateCostFacts } from './costCalculator';
import { form5472Penalty } from './federalFacts';
import { isOfficial, launchPlanChoices, launchPlanFacts, launchPlanFile, launchPlanLabels } from './launchPlan';
import { stateFacts } from './stateCosts';

const base: FounderProfile = { residence: 'NG', citizenship: null, type: 'llc', state: 'WY', owners: 1, sells: 'software', market: 'world', payments: 'stripe', start: '2027-01-04' };
const plan = (profile: Partial<FounderProfile>) => buildLaunchPlan({ ...base, ...profile }, launchPlanFacts);
const ids = (p: LaunchPlan) => p.steps.map((step) => step.id);
const stepOf = (p: LaunchPlan, id: string) => {
  const found = p.steps.find((step) => step.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};
/** What /costs shows in year 1 and year 2 for a state and kind, with its default Delaware shares. */
const costsPage = (state: StateCode, type: 'smllc' | 'mmllc' | 'ccorp') => costForState({ ...stateCostFacts, plans: [] }, state, { ...defaultCostInputs, state, type, years: 2, plan: null }).years;

/** Every step of a plan has a source with an address and a last-checked date, its process days in order and its dates after the start. */
function expectWellFormed(p: LaunchPlan) {
  for (const step of p.steps) {
    expect(step.sources.length, step.id).toBeGreaterThan(0);
    for (const source of step.sources) expect(source.url, step.id).toMatch(/^(https:\/\/|\/)/);
    expect(step.lastChecked, step.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (step.days) {
      expect(step.days.min).toBeLessThanOrEqual(step.days.typical);
      expect(step.days.typical).toBeLessThanOrEqual(step.days.max);
      expect(step.ends!.earliest <= step.ends!.typical && step.ends!.typical <= step.ends!.latest, step.id).toBe(true);
      expect(step.starts!.typical >= p.profile.start).toBe(true);
    }
    if (step.due) expect(step.due > p.profile.start, step.id).toBe(true);
  }
  // The process steps follow each other: each starts when the one before typically ends.
  const process = p.steps.filter((step) => step.kind === 'process');
  for (let i = 1; i < process.length; i += 1) expect(process[i].starts!.typical).toBe(process[i - 1].ends!.typical);
}

describe('the launch plan', () => {
  it('1. Nigerian resident, one owner, Wyoming LLC, software worldwide, Stripe: every step in order, dated, with the /costs figures', () => {
    const p = plan({});
    expect(p.blocked).toBeNull();
    expect(ids(p)).toEqual(['stateFiling', 'agentAddress', 'ein', 'einLetter', 'bank', 'payments', 'boi', 'stateAnnual', 'federalReturn']);
    expectWellFormed(p);
    const [year1, year2] = costsPage('WY', 'smllc');
    expect(stepOf(p, 'stateFiling').cost.amount).toBe(year1.formation);
    expect(stepOf(p, 'stateFiling').cost.amount).toBe(stateFacts.WY.llc.formationFee.amount);
    expect(stepOf(p, 'stateAnnual').cost.amount).toBe(year2.stateYearly);
    expect(p.firstYearFees).toBe(year1.formation);
    // Start 4 January; the filing typically takes 3 days: formed on the 7th.
    expect(stepOf(p, 'stateFiling').ends).toEqual({ earliest: '2027-01-05', typical: '2027-01-07', latest: '2027-01-19' });
    expect(p.formed).toBe('2027-01-07');
    // Wyoming: the first day of the month of formation, the year after; Form 5472 the April 15 after the first year.
    expect(stepOf(p, 'stateAnnual').due).toBe('2028-01-01');
    expect(stepOf(p, 'federalReturn').due).toBe('2028-04-15');
    expect(stepOf(p, 'federalReturn').penalty).toContain('$25,000');
    expect(stepOf(p, 'federalReturn').text).toContain('Form 5472');
    // Mercury stopped serving residents of Nigeria: the bank step says so.
    expect(stepOf(p, 'bank').status).toBe('conditions');
    expect(stepOf(p, 'bank').conditions.join(' ')).toMatch(/Mercury/);
    expect(stepOf(p, 'ein').documents).toEqual(['ss4', 'articles', 'passport']);
    expect(stepOf(p, 'bank').documents).toContain('cp575');
    expect(stepOf(p, 'ein').text).toContain('267-941-1099');
    expect(stepOf(p, 'ein').sources.map((s) => s.url)).toContain('https://www.irs.gov/instructions/iss4');
  });

  it('2. two Brazilian owners, Delaware C-Corp with vesting shares: the 83(b) within 30 days of formation, Form 1120 and the franchise tax', () => {
    const p = plan({ residence: 'BR', type: 'corp-vesting', state: 'DE', owners: 2, sells: 'software', market: 'us' });
    expectWellFormed(p);
    expect(ids(p)).toContain('election83b');
    const election = stepOf(p, 'election83b');
    expect(election.due).toBe('2027-02-06');
    expect(election.who).toBe('founder');
    expect(election.documents).toContain('form15620');
    expect(election.sources[0].url).toBe('https://www.irs.gov/pub/irs-pdf/f15620.pdf');
    const [year1, year2] = costsPage('DE', 'ccorp');
    expect(stepOf(p, 'stateFiling').cost.amount).toBe(year1.formation);
    expect(stepOf(p, 'stateAnnual').cost.amount).toBe(year2.stateYearly);
    expect(stepOf(p, 'stateAnnual').due).toBe('2028-03-01');
    expect(stepOf(p, 'federalReturn').text).toContain('Form 1120');
    expect(stepOf(p, 'federalReturn').due).toBe('2028-04-15');
    expect(ids(p).indexOf('election83b')).toBeLessThan(ids(p).indexOf('stateAnnual'));
  });

  it('3. a resident of Iran (sanctioned): no plan, every step blocked with the OFAC rule', () => {
    const p = plan({ residence: 'IR' });
    expect(p.steps).toEqual([]);
    expect(p.blocked?.reason.sourceUrl).toContain('ofac.treasury.gov');
    expect(p.blocked?.steps.map((s) => s.id)).toEqual(['stateFiling', 'agentAddress', 'ein', 'einLetter', 'bank', 'payments', 'boi', 'stateAnnual', 'federalReturn']);
    for (const blocked of p.blocked!.steps) expect(blocked.rule.status).toBe('unavailable');
  });

  it('4. a German resident with US customers who needs Stripe, Delaware LLC: Delaware’s June 1 tax and its fee from /costs', () => {
    const p = plan({ residence: 'DE', state: 'DE', market: 'us', payments: 'stripe' });
    expectWellFormed(p);
    expect(stepOf(p, 'bank').status).toBe('conditions');
    expect(stepOf(p, 'bank').conditions).toEqual([]);
    expect(stepOf(p, 'payments').sources.map((s) => s.url)).toContain('https://stripe.com/global');
    const [year1, year2] = costsPage('DE', 'smllc');
    expect(stepOf(p, 'stateFiling').cost.amount).toBe(year1.formation);
    expect(stepOf(p, 'stateAnnual').cost.amount).toBe(year2.stateYearly);
    expect(stepOf(p, 'stateAnnual').due).toBe('2028-06-01');
  });

  it('5. a Russian resident: banking and Stripe under sanctions screening', () => {
    const p = plan({ residence: 'RU' });
    expect(stepOf(p, 'bank').conditions.join(' ')).toMatch(/Russia/);
    expect(stepOf(p, 'payments').conditions.join(' ')).toMatch(/Russia/);
  });

  it('6. an Indian resident with a Cuban passport: the citizenship rule on every service, but a plan', () => {
    const p = plan({ residence: 'IN', citizenship: 'CU' });
    expect(p.blocked).toBeNull();
    expect(stepOf(p, 'stateFiling').conditions.join(' ')).toMatch(/sanctions/);
  });

  it('7. a Mexican resident, two owners, Texas LLC, physical goods in the US, bank only: the partnership return, no payments step', () => {
    const p = plan({ residence: 'MX', state: 'TX', owners: 2, sells: 'goods', market: 'us', payments: 'bank' });
    expectWellFormed(p);
    expect(ids(p)).not.toContain('payments');
    expect(ids(p)).toContain('bank');
    const federal = stepOf(p, 'federalReturn');
    expect(federal.text).toContain('Form 1065');
    expect(federal.due).toBe('2028-03-15');
    expect(stepOf(p, 'stateAnnual').due).toBe('2028-05-15');
    expect(stepOf(p, 'stateAnnual').cost.amount).toBe(costsPage('TX', 'mmllc')[1].stateYearly);
  });

  it('8. a Ukrainian resident who wants PayPal, New Mexico LLC: no yearly state filing, PayPal’s own source', () => {
    const p = plan({ residence: 'UA', state: 'NM', payments: 'paypal' });
    expectWellFormed(p);
    expect(p.notes.map((n) => n.text).join(' ')).toMatch(/Crimea/);
    expect(ids(p)).not.toContain('stateAnnual');
    expect(stepOf(p, 'payments').sources.map((s) => s.url)).toEqual(['https://www.paypal.com/us/webapps/mpp/country-worldwide']);
    expect(stepOf(p, 'payments').status).toBe('conditions');
  });

  it('9. an Indian founder who asks for help choosing the state: the process and federal filing, no state figures', () => {
    const p = plan({ residence: 'IN', state: null, payments: 'none' });
    expect(ids(p)).toEqual(['stateFiling', 'agentAddress', 'ein', 'einLetter', 'boi', 'federalReturn']);
    expect(stepOf(p, 'stateFiling').cost.amount).toBeNull();
    expect(p.firstYearFees).toBeNull();
  });

  it('10. a French resident, California C-Corp: the $800 franchise tax owed in the year of formation', () => {
    const p = plan({ residence: 'FR', state: 'CA', type: 'corp', payments: 'bank', start: '2027-03-01' });
    expectWellFormed(p);
    // Formed 4 March; California's first tax is due the 15th day of the 4th month, counting March.
    expect(stepOf(p, 'stateAnnual').due).toBe('2027-06-15');
    expect(stepOf(p, 'stateAnnual').cost.amount).toBe(costsPage('CA', 'ccorp')[1].stateYearly);
    expect(planDeadlines(p).map((s) => s.id)).toEqual(['stateAnnual', 'federalReturn']);
  });

  it('11. a Syrian resident: blocked while the 2025 changes are confirmed', () => {
    expect(plan({ residence: 'SY' }).blocked?.reason.text).toMatch(/Syria/);
  });

  it('12. a US resident: a plan, nothing blocked', () => {
    const p = plan({ residence: 'US' });
    expect(p.blocked).toBeNull();
    expect(p.steps.every((step) => step.status !== 'unavailable')).toBe(true);
  });

  it('states BOI per FinCEN’s current rule, with FinCEN’s page as its source', () => {
    const p = plan({});
    const boi = stepOf(p, 'boi');
    expect(boi.text).toMatch(/26 March 2025|March 26, 2025/);
    expect(boi.sources[0]).toEqual({ label: expect.stringContaining('FinCEN'), url: 'https://fincen.gov/boi/ifr-qa', official: true });
    expect(boi.cost.amount).toBe(0);
  });

  it('marks third-party sources as such and official ones as official', () => {
    expect(isOfficial('https://www.irs.gov/instructions/iss4')).toBe(true);
    expect(isOfficial('https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php')).toBe(true);
    expect(isOfficial('https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations')).toBe(false);
    const sources = plan({ state: 'DE' }).steps.flatMap((s) => s.sources);
    expect(sources.some((s) => !s.official)).toBe(true);
    expect(sources.filter((s) => s.url.includes('irs.gov')).every((s) => s.official)).toBe(true);
  });

  it('uses the penalty the federal facts state', () => {
    expect(stepOf(plan({}), 'federalReturn').penalty).toContain(`$${form5472Penalty.toLocaleString('en-US')}`);
  });
});

describe('the plan’s address', () => {
  const options = { states: launchPlanChoices.states.map((s) => s.code), countries: new Set(launchPlanChoices.countries.map((c) => c.code)), start: '2026-11-24' };

  it('reads back every answer it writes', () => {
    const profile: FounderProfile = { residence: 'BR', citizenship: 'PT', type: 'corp-vesting', state: 'DE', owners: 2, sells: 'services', market: 'us', payments: 'paypal', start: '2027-02-01' };
    const parsed = parsePlanQuery(planSearch(profile), options);
    expect(parsed.profile).toEqual(profile);
    expect(parsed.unknown).toEqual({});
    expect(parsed.asked).toBe(true);
  });

  it('keeps the default for an unknown value and names it', () => {
    const parsed = parsePlanQuery(new URLSearchParams('country=ZZ&state=XX&type=sole&start=2027-02-30&owners=0'), options);
    expect(parsed.profile).toEqual({ ...base, start: '2026-11-24' });
    expect(parsed.unknown).toEqual({ country: 'ZZ', state: 'XX', type: 'sole', start: '2027-02-30', owners: '0' });
  });

  it('reads "help" as a state not chosen, and a citizenship equal to the residence as none', () => {
    const parsed = parsePlanQuery(new URLSearchParams('country=ng&citizenship=NG&state=help'), options);
    expect(parsed.profile.state).toBeNull();
    expect(parsed.profile.citizenship).toBeNull();
  });
});

describe('the plan’s calendar file', () => {
  it('is parsed by ical.js into one all-day event per due date', () => {
    const p = plan({ residence: 'BR', type: 'corp-vesting', state: 'DE', owners: 2 });
    const text = planCalendar(p, launchPlanLabels, launchPlanFile, { state: 'Delaware', type: 'C-Corp' });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('prodid')).toBe(launchPlanFile.prodId);
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['83(b) election for vesting shares', '2027-02-06'],
      ['State annual report or tax', '2028-03-01'],
      ['First federal filing', '2028-04-15'],
    ]);
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.description).toMatch(/Sources: .+https:\/\//);
    }
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});
