import type { DelawareFranchiseTaxRules, EntityKind, FederalFiling, StateCode, StateFacts } from '../../types/stateCosts';
import { delawareFranchiseTax, type DelawareFranchiseTaxResult, type DelawareShareFacts } from './delawareFranchiseTax';

/** The kinds of company the calculator compares. */
export type CompanyType = 'smllc' | 'mmllc' | 'ccorp';

export const companyTypes: CompanyType[] = ['smllc', 'mmllc', 'ccorp'];

export const entityOf: Record<CompanyType, EntityKind> = { smllc: 'llc', mmllc: 'llc', ccorp: 'corp' };

/** A plan of ours the visitor may add: a one-time price or a monthly one. */
export interface CostPlan {
  id: string;
  /** As listed in the plan choice, e.g. 'Incorporations: LLC ($6900 one time)'. */
  label: string;
  amount: number;
  billing: 'once' | 'monthly';
}

/** Everything the calculator needs besides the visitor's inputs. */
export interface CostFacts {
  states: Record<StateCode, StateFacts>;
  /** The order states are listed in when they cost the same. */
  stateOrder: StateCode[];
  delaware: DelawareFranchiseTaxRules;
  /** Federal filings per kind of company. */
  federal: Record<CompanyType, FederalFiling[]>;
  plans: CostPlan[];
}

export interface CostInputs {
  state: StateCode;
  type: CompanyType;
  /** 1 to 5. */
  years: number;
  /** A plan id, or null for none. */
  plan: string | null;
  /** Used for a Delaware C-Corp's franchise tax. */
  shares: DelawareShareFacts;
}

/** What one company year costs; `null` state figures could not be confirmed. */
export interface CostYear {
  year: number;
  formation: number | null;
  /** The yearly state fee or tax paid that year (0 before the first one is due). */
  stateYearly: number | null;
  /** Government fees of the federal filings (none for IRS information returns). */
  federal: number;
  /** The names of the federal filings due that year. */
  federalFilings: string[];
  plan: number;
  /** The sum of the known figures. */
  total: number;
  /** True when a figure of the year could not be confirmed, so the total is a minimum. */
  incomplete: boolean;
}

export interface CostResult {
  state: StateCode;
  years: CostYear[];
  formation: number;
  stateYearly: number;
  federal: number;
  plan: number;
  total: number;
  incomplete: boolean;
  /** Which kinds of cost hold a figure that could not be confirmed. */
  unconfirmed: { formation: boolean; stateYearly: boolean };
  /** Set for a Delaware C-Corp: both franchise tax methods. */
  franchiseTax?: DelawareFranchiseTaxResult;
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** The yearly state amount of one state for the inputs: a Delaware C-Corp adds its franchise tax. */
function yearlyStateAmount(facts: CostFacts, state: StateCode, inputs: CostInputs) {
  const annual = facts.states[state][entityOf[inputs.type]].annual;
  if (state === 'DE' && inputs.type === 'ccorp') {
    const franchiseTax = delawareFranchiseTax(inputs.shares, facts.delaware);
    return { amount: franchiseTax.lower + facts.delaware.reportFee, franchiseTax };
  }
  return { amount: annual.fee.amount, franchiseTax: undefined };
}

function planAmount(plan: CostPlan | undefined, year: number) {
  if (!plan) return 0;
  if (plan.billing === 'once') return year === 1 ? plan.amount : 0;
  return Math.round(plan.amount * 12 * 100) / 100;
}

/**
 * Year by year what a company of the given type costs in one state: the formation fee in year 1,
 * the yearly state fee or tax from the year it first falls due (year 2 unless the state says
 * otherwise), the federal filings from year 2 (they report on the year before), and the plan.
 */
export function costForState(facts: CostFacts, state: StateCode, inputs: CostInputs): CostResult {
  const entity = facts.states[state][entityOf[inputs.type]];
  const firstDue = entity.annual.firstDueYear ?? 2;
  const yearly = yearlyStateAmount(facts, state, inputs);
  const plan = facts.plans.find((p) => p.id === inputs.plan);
  const filings = facts.federal[inputs.type];
  const years: CostYear[] = [];
  for (let year = 1; year <= inputs.years; year += 1) {
    const formation = year === 1 ? entity.formationFee.amount : 0;
    const stateYearly = year >= firstDue ? yearly.amount : 0;
    const federalDue = year >= 2 ? filings : [];
    const federal = sum(federalDue.map((f) => f.filingFee.amount ?? 0));
    const planCost = planAmount(plan, year);
    years.push({
      year,
      formation,
      stateYearly,
      federal,
      federalFilings: federalDue.map((f) => f.name),
      plan: planCost,
      total: sum([formation ?? 0, stateYearly ?? 0, federal, planCost]),
      incomplete: formation === null || stateYearly === null,
    });
  }
  return {
    state,
    years,
    formation: sum(years.map((y) => y.formation ?? 0)),
    stateYearly: sum(years.map((y) => y.stateYearly ?? 0)),
    federal: sum(years.map((y) => y.federal)),
    plan: sum(years.map((y) => y.plan)),
    total: sum(years.map((y) => y.total)),
    incomplete: years.some((y) => y.incomplete),
    unconfirmed: { formation: years.some((y) => y.formation === null), stateYearly: years.some((y) => y.stateYearly === null) },
    ...(yearly.franchiseTax ? { franchiseTax: yearly.franchiseTax } : {}),
  };
}

/**
 * Every state for the same inputs, cheapest first. A state whose total is only a minimum (a figure
 * could not be confirmed) goes after the states with a complete total; ties keep `stateOrder`.
 */
export function compareStates(facts: CostFacts, inputs: CostInputs): CostResult[] {
  const results = facts.stateOrder.map((state) => costForState(facts, state, inputs));
  return results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => Number(a.result.incomplete) - Number(b.result.incomplete) || a.result.total - b.result.total || a.index - b.index)
    .map(({ result }) => result);
}
