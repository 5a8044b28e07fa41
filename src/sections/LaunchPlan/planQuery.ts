import type { StateCode } from '../../types/stateCosts';
import type { FounderProfile } from './plan';

/** The address's parameters, one per question: `?country=NG&type=llc&state=WY&owners=1&sells=software&market=world&payments=stripe&start=2027-01-04`. */
export const planParams = {
  country: 'country',
  citizenship: 'citizenship',
  type: 'type',
  state: 'state',
  owners: 'owners',
  sells: 'sells',
  market: 'market',
  payments: 'payments',
  start: 'start',
} as const;

export type PlanField = keyof typeof planParams;

export const planTypes = ['llc', 'corp', 'corp-vesting'] as const;
export const sellsOptions = ['software', 'services', 'goods'] as const;
export const marketOptions = ['world', 'us', 'outside'] as const;
export const paymentOptions = ['stripe', 'paypal', 'bank', 'none'] as const;
/** The state question's "help me choose": the plan then points to /costs, which links back. */
export const helpChoose = 'help';
export const maxOwners = 5;

/** The plan a bare address shows: one owner in Nigeria, a Wyoming LLC selling software worldwide through Stripe. */
export function defaultProfile(start: string): FounderProfile {
  return { residence: 'NG', citizenship: null, type: 'llc', state: 'WY', owners: 1, sells: 'software', market: 'world', payments: 'stripe', start };
}

export interface ParsedPlanQuery {
  profile: FounderProfile;
  /** Fields whose value in the address was not used, with what it was (shown back, trimmed). */
  unknown: Partial<Record<PlanField, string>>;
  /** True when the address holds at least one answer: a plan was asked for. */
  asked: boolean;
}

const shown = (value: string) => value.replace(/[^\p{L}\p{N} .,'-]/gu, '').slice(0, 40);
const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The answers in the address, each checked against what the form offers: an unknown value keeps the
 * default and is named under its field. `states` and `countries` are the codes the site knows.
 */
export function parsePlanQuery(params: URLSearchParams, options: { states: readonly StateCode[]; countries: ReadonlySet<string>; start: string }): ParsedPlanQuery {
  const profile = defaultProfile(options.start);
  const unknown: ParsedPlanQuery['unknown'] = {};
  let asked = false;
  const read = (field: PlanField) => {
    const value = params.get(planParams[field]);
    if (value !== null && value.trim() !== '') asked = true;
    return value === null || value.trim() === '' ? null : value.trim();
  };
  const pick = <T extends string>(field: PlanField, list: readonly T[], set: (value: T) => void) => {
    const value = read(field);
    if (value === null) return;
    const found = list.find((item) => item.toLowerCase() === value.toLowerCase());
    if (found) set(found);
    else unknown[field] = shown(value);
  };
  const country = read('country');
  if (country !== null) {
    if (options.countries.has(country.toUpperCase())) profile.residence = country.toUpperCase();
    else unknown.country = shown(country);
  }
  const citizenship = read('citizenship');
  if (citizenship !== null) {
    if (options.countries.has(citizenship.toUpperCase())) profile.citizenship = citizenship.toUpperCase() === profile.residence ? null : citizenship.toUpperCase();
    else unknown.citizenship = shown(citizenship);
  }
  pick('type', planTypes, (value) => (profile.type = value));
  const state = read('state');
  if (state !== null) {
    if (state.toLowerCase() === helpChoose) profile.state = null;
    else {
      const code = options.states.find((s) => s === state.toUpperCase());
      if (code) profile.state = code;
      else unknown.state = shown(state);
    }
  }
  const owners = read('owners');
  if (owners !== null) {
    const n = Number(owners);
    if (Number.isInteger(n) && n >= 1) profile.owners = Math.min(n, maxOwners);
    else unknown.owners = shown(owners);
  }
  pick('sells', sellsOptions, (value) => (profile.sells = value));
  pick('market', marketOptions, (value) => (profile.market = value));
  pick('payments', paymentOptions, (value) => (profile.payments = value));
  const start = read('start');
  if (start !== null) {
    if (isIsoDate(start)) profile.start = start;
    else unknown.start = shown(start);
  }
  return { profile, unknown, asked };
}

/** The address of a plan: every answer, in the form's order, so the link reads the same as the form. */
export function planSearch(profile: FounderProfile): URLSearchParams {
  const params = new URLSearchParams();
  params.set(planParams.country, profile.residence);
  if (profile.citizenship) params.set(planParams.citizenship, profile.citizenship);
  params.set(planParams.type, profile.type);
  params.set(planParams.state, profile.state ?? helpChoose);
  params.set(planParams.owners, String(profile.owners));
  params.set(planParams.sells, profile.sells);
  params.set(planParams.market, profile.market);
  params.set(planParams.payments, profile.payments);
  params.set(planParams.start, profile.start);
  return params;
}
