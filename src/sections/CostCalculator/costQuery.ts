import type { StateCode } from '../../types/stateCosts';
import { companyTypes, type CompanyType, type CostInputs } from './costMath';

/** The URL parameters that hold the calculator's inputs, so a result can be shared as a link. */
export const costParams = {
  state: 'state',
  type: 'type',
  years: 'years',
  plan: 'plan',
  shares: 'shares',
  issued: 'issued',
  assets: 'assets',
  par: 'par',
} as const;

export type CostField = keyof typeof costParams;

export const minYears = 1;
export const maxYears = 5;

export const defaultCostInputs: CostInputs = {
  state: 'WY',
  type: 'smllc',
  years: 3,
  plan: null,
  shares: { authorizedShares: 10_000_000, issuedShares: 8_000_000, grossAssets: 50_000, parValue: 0.00001 },
};

/** Why a value from the address or a field was not used. */
export type CostInputProblem = 'unknownState' | 'unknownType' | 'yearsOutOfRange' | 'unknownPlan' | 'notAWholeNumber' | 'notAnAmount' | 'tooLarge';

export interface ParsedCostQuery {
  inputs: CostInputs;
  /** The fields whose value in the address was not used, and why. */
  problems: Partial<Record<CostField, CostInputProblem>>;
}

/** Shares and dollar amounts above this are refused: beyond any company the calculator is for. */
export const maxCount = 1e15;

/** A whole number of shares of at least `min`, written with or without thousands separators. */
export function parseWholeNumber(text: string, min = 0): { value: number } | { problem: CostInputProblem } {
  const cleaned = text.trim().replace(/[,\s_]/g, '');
  if (!/^\d+$/.test(cleaned)) return { problem: 'notAWholeNumber' };
  const value = Number(cleaned);
  if (value > maxCount) return { problem: 'tooLarge' };
  if (value < min) return { problem: 'notAWholeNumber' };
  return { value };
}

/** A dollar amount of zero or more, with or without a $ sign, separators or cents. */
export function parseAmount(text: string): { value: number } | { problem: CostInputProblem } {
  const cleaned = text.trim().replace(/^\$/, '').replace(/[,\s_]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { problem: 'notAnAmount' };
  const value = Number(cleaned);
  if (value > maxCount) return { problem: 'tooLarge' };
  return { value };
}

/**
 * Reads the inputs from the address. Anything missing takes its default; anything unknown or out of
 * range takes its default too and is reported, so the page can say so next to the field.
 */
export function parseCostQuery(params: URLSearchParams, states: readonly StateCode[], planIds: readonly string[]): ParsedCostQuery {
  const problems: ParsedCostQuery['problems'] = {};
  const inputs: CostInputs = { ...defaultCostInputs, shares: { ...defaultCostInputs.shares } };

  const state = params.get(costParams.state);
  if (state !== null) {
    const code = state.trim().toUpperCase() as StateCode;
    if (states.includes(code)) inputs.state = code;
    else problems.state = 'unknownState';
  }

  const type = params.get(costParams.type);
  if (type !== null) {
    const lower = type.trim().toLowerCase() as CompanyType;
    if (companyTypes.includes(lower)) inputs.type = lower;
    else problems.type = 'unknownType';
  }

  const years = params.get(costParams.years);
  if (years !== null) {
    const n = Number(years.trim());
    if (Number.isInteger(n) && n >= minYears && n <= maxYears) inputs.years = n;
    else problems.years = 'yearsOutOfRange';
  }

  const plan = params.get(costParams.plan);
  if (plan !== null && plan !== '') {
    if (planIds.includes(plan)) inputs.plan = plan;
    else problems.plan = 'unknownPlan';
  }

  const counts = [
    ['shares', 'authorizedShares', 1],
    ['issued', 'issuedShares', 0],
  ] as const;
  for (const [field, key, min] of counts) {
    const raw = params.get(costParams[field]);
    if (raw === null) continue;
    const parsed = parseWholeNumber(raw, min);
    if ('value' in parsed) inputs.shares[key] = parsed.value;
    else problems[field] = parsed.problem;
  }

  const amounts = [
    ['assets', 'grossAssets'],
    ['par', 'parValue'],
  ] as const;
  for (const [field, key] of amounts) {
    const raw = params.get(costParams[field]);
    if (raw === null) continue;
    const parsed = parseAmount(raw);
    if ('value' in parsed) inputs.shares[key] = parsed.value;
    else problems[field] = parsed.problem;
  }

  return { inputs, problems };
}

/**
 * The address of a set of inputs: only what differs from the defaults, and the Delaware share facts
 * only for a C-Corp, so a shared link stays short.
 */
export function costQueryString(inputs: CostInputs): string {
  const params = new URLSearchParams();
  const d = defaultCostInputs;
  params.set(costParams.state, inputs.state);
  params.set(costParams.type, inputs.type);
  params.set(costParams.years, String(inputs.years));
  if (inputs.plan) params.set(costParams.plan, inputs.plan);
  if (inputs.type === 'ccorp') {
    if (inputs.shares.authorizedShares !== d.shares.authorizedShares) params.set(costParams.shares, String(inputs.shares.authorizedShares));
    if (inputs.shares.issuedShares !== d.shares.issuedShares) params.set(costParams.issued, String(inputs.shares.issuedShares));
    if (inputs.shares.grossAssets !== d.shares.grossAssets) params.set(costParams.assets, String(inputs.shares.grossAssets));
    if (inputs.shares.parValue !== d.shares.parValue) params.set(costParams.par, String(inputs.shares.parValue));
  }
  return params.toString();
}
