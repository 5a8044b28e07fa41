import type { LocaleTag } from '../../platform/format';
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

/** The decimal mark of a language: '.' in English, ',' in Spanish, Portuguese and French. */
export function decimalMark(locale: LocaleTag): string {
  return locale === 'en' || locale === 'ar' ? '.' : ',';
}

/**
 * A figure as the visitor's language writes it, digits only ('1,250.5' in English, '1.250,5' in
 * Spanish, '1 250,5' in French; Arabic-Indic digits too) to plain '1250.5'. Groups after the first must be three digits, so
 * '0.00001' typed on a Spanish page (where '.' groups thousands) is refused rather than read as 1.
 */
function plainFigure(text: string, locale: LocaleTag): string | null {
  const mark = decimalMark(locale);
  const western = text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
  const [whole, fraction, ...more] = western
    .trim()
    .replace(/^(US)?\$|(US)?\$$/g, '')
    .trim()
    .split(mark);
  if (more.length) return null;
  const groups = whole.split(/[.,\s_'\u00a0\u202f]/);
  if (groups.some((group, i) => !/^\d*$/.test(group) || (i > 0 && group.length !== 3))) return null;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const digits = groups.join('');
  if (!digits && !fraction) return null;
  return fraction === undefined ? digits : `${digits || '0'}.${fraction}`;
}

/** A whole number of shares of at least `min`, written with or without the language's thousands separators. */
export function parseWholeNumber(text: string, min = 0, locale: LocaleTag = 'en'): { value: number } | { problem: CostInputProblem } {
  const plain = plainFigure(text, locale);
  if (plain === null || !/^\d+$/.test(plain)) return { problem: 'notAWholeNumber' };
  const value = Number(plain);
  if (value > maxCount) return { problem: 'tooLarge' };
  if (value < min) return { problem: 'notAWholeNumber' };
  return { value };
}

/** A dollar amount of zero or more, with or without a $ sign, the language's separators or cents. */
export function parseAmount(text: string, locale: LocaleTag = 'en'): { value: number } | { problem: CostInputProblem } {
  const plain = plainFigure(text, locale);
  if (plain === null) return { problem: 'notAnAmount' };
  const value = Number(plain);
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
