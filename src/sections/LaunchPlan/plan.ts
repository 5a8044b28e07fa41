import type { EligibilityRule, EligibilityRuleSet } from '../CountryCheck/eligibility';
import { resolveEligibility } from '../CountryCheck/eligibility';
import { type DeadlineRule, scheduleDeadlines } from '../ComplianceCalendar/deadlines';
import type { Availability } from '../CountryCheck/eligibility';
import type { EntityKind, Figure, StateCode } from '../../types/stateCosts';

/*
 * A founder's launch plan as data: the steps from forming the company to the first payout and the
 * first filings, in order, each dated from the planned start. Every figure, rule and due date comes
 * from the facts the other tools read (the page's content module hands them in); this module only
 * orders them and adds up the days.
 */

/** The answers, as the address holds them (planQuery.ts). */
export interface FounderProfile {
  /** ISO 3166-1 alpha-2 of the country the founder lives in. */
  residence: string;
  /** ISO code of the passport, when it differs from the residence. */
  citizenship: string | null;
  /** A C-Corp whose founders' shares vest needs an 83(b) election. */
  type: 'llc' | 'corp' | 'corp-vesting';
  /** A state the site has facts for, or null for "help me choose" (the plan then points to /costs). */
  state: StateCode | null;
  /** 1 to 5; 5 is "five or more". */
  owners: number;
  sells: 'software' | 'goods' | 'services';
  market: 'us' | 'world' | 'outside';
  /** What money needs the company has: a bank and Stripe, a bank and PayPal, a bank alone, or none yet. */
  payments: 'stripe' | 'paypal' | 'bank' | 'none';
  /** The planned first day (ISO date). */
  start: string;
}

export type StepId = 'stateFiling' | 'agentAddress' | 'ein' | 'einLetter' | 'bank' | 'payments' | 'boi' | 'election83b' | 'stateAnnual' | 'federalReturn';

/** Who does a step: the founder reads who to wait for. */
export type Actor = 'us' | 'state' | 'irs' | 'bank' | 'provider' | 'founder' | 'nobody';

export type DocumentId = 'passport' | 'proofOfAddress' | 'ownerDetails' | 'articles' | 'operatingAgreement' | 'bylaws' | 'ss4' | 'cp575' | 'website' | 'stockAgreement' | 'form15620' | 'bankStatement';

export interface PlanSource {
  label: string;
  url: string;
  /** A state, IRS, FinCEN, Treasury or the provider's own page; false for a third party's summary. */
  official: boolean;
}

/** Minimum, typical and maximum length of a step, in calendar days. */
export interface StepDays {
  min: number;
  typical: number;
  max: number;
}

/** What the content hands in for one step of the process: its days, documents, words and sources. */
export interface StepFacts {
  days: StepDays;
  documents: DocumentId[];
  who: Actor;
  /** What happens, in a sentence or two. */
  text: string;
  sources: PlanSource[];
  lastChecked: string;
}

export interface PlanStep {
  id: StepId;
  /** A step of the process (dated by days) or a filing (dated by its due day). */
  kind: 'process' | 'filing' | 'status';
  who: Actor;
  text: string;
  /** What the rules of the founder's countries add (a bank that declines some residents). */
  conditions: string[];
  status: Availability;
  documents: DocumentId[];
  /** Government fee in US dollars (null: could not be confirmed), with what it covers. */
  cost: { amount: number | null; note?: string };
  days?: StepDays;
  /** When the step starts and ends, at the earliest, typically and at the latest (ISO dates). */
  starts?: { earliest: string; typical: string; latest: string };
  ends?: { earliest: string; typical: string; latest: string };
  /** A filing's last day (ISO date), and what missing it costs. */
  due?: string;
  penalty?: string;
  sources: PlanSource[];
  lastChecked: string;
}

export interface BlockedPlan {
  /** Why we cannot help, said first. */
  reason: EligibilityRule;
  /** Each step and why it is blocked. */
  steps: { id: StepId; rule: EligibilityRule }[];
}

export interface LaunchPlan {
  profile: FounderProfile;
  /** Set when the founder's residence is under sanctions: no plan, only the blocked steps. */
  blocked: BlockedPlan | null;
  steps: PlanStep[];
  /** Notes of the whole country (a region under sanctions), from the eligibility rules. */
  notes: EligibilityRule[];
  /** The day the company typically exists, from which its filings are dated. */
  formed: string | null;
  /** Government fees of the first year, as /costs adds them (null when one could not be confirmed). */
  firstYearFees: number | null;
}

/** The facts a plan is built from: the same modules /costs, /eligibility and /compliance-calendar read. */
export interface PlanFacts<Service extends string = string> {
  states: Record<StateCode, { name: string; llc: { formationFee: Figure }; corp: { formationFee: Figure } }>;
  /** The government fees /costs shows for the first two years of a state and kind: formation in year 1, the yearly fee from year 2. */
  costs: (state: StateCode, type: 'smllc' | 'mmllc' | 'ccorp') => { formation: number | null; yearly: number | null; yearlyNote?: string };
  eligibility: EligibilityRuleSet<Service>;
  /** Which service of the country check decides each step. */
  services: Record<'formation' | 'address' | 'ein' | 'banking' | 'bankingMultiCurrency' | 'stripe' | 'taxFiling', Service>;
  /** PayPal's own rule, as /eligibility words Stripe's. */
  paypal: EligibilityRule;
  process: Record<'stateFiling' | 'agentAddress' | 'ein' | 'einLetter' | 'bank' | 'stripe' | 'paypal', StepFacts>;
  boi: { text: string; sources: PlanSource[]; lastChecked: string };
  /** The compliance calendar's rules by state and kind: the state's yearly filing (the federal returns are `federalRules`). */
  deadlineRules: (state: StateCode, kind: EntityKind) => DeadlineRule[];
  /** The compliance calendar's federal returns by kind, whatever the state. */
  federalRules: (kind: EntityKind) => DeadlineRule[];
  /** The ids of the federal rules in `deadlineRules` the plan dates as the first return. */
  federalRuleIds: Record<'smllc' | 'corp', string>;
  /** The partnership return of an LLC with several owners (not in the calendar, which dates one-owner LLCs). */
  partnershipReturn: DeadlineRule;
  election83b: { days: number; text: string; ifMissed: string; documents: DocumentId[]; sources: PlanSource[]; lastChecked: string };
  /** Which source of a deadline is official, by its URL. */
  isOfficial: (url: string) => boolean;
}

/** An ISO date `days` later. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const severity: Record<Availability, number> = { available: 0, conditions: 1, unavailable: 2 };
const worst = (a: Availability, b: Availability) => (severity[a] >= severity[b] ? a : b);

/** The kind of company as /costs names it. */
export function costType(profile: Pick<FounderProfile, 'type' | 'owners'>): 'smllc' | 'mmllc' | 'ccorp' {
  if (profile.type !== 'llc') return 'ccorp';
  return profile.owners > 1 ? 'mmllc' : 'smllc';
}

const entityKind = (profile: FounderProfile): EntityKind => (profile.type === 'llc' ? 'llc' : 'corp');

/**
 * The plan for one founder. A residence under sanctions gives no plan but the blocked steps and why;
 * otherwise the process steps run one after another from the start date (the day ranges add up),
 * then the filings are dated from the day the company typically exists.
 */
export function buildLaunchPlan<Service extends string>(profile: FounderProfile, facts: PlanFacts<Service>): LaunchPlan {
  const answer = resolveEligibility(facts.eligibility, profile.residence, profile.citizenship);
  const serviceAnswer = (id: Service) => answer.services.find((s) => s.service.id === id);
  const ruleOf = (id: Service) => serviceAnswer(id)?.rules[0] ?? facts.eligibility.defaults[id];
  const order: StepId[] = ['stateFiling', 'agentAddress', 'ein', 'einLetter'];
  const needsBank = profile.payments !== 'none';
  if (needsBank) order.push('bank');
  if (profile.payments === 'stripe' || profile.payments === 'paypal') order.push('payments');
  order.push('boi');
  if (profile.type === 'corp-vesting') order.push('election83b');
  order.push('stateAnnual', 'federalReturn');

  const serviceOfStep: Record<StepId, Service> = {
    stateFiling: facts.services.formation,
    agentAddress: facts.services.address,
    ein: facts.services.ein,
    einLetter: facts.services.ein,
    bank: facts.services.banking,
    payments: facts.services.stripe,
    boi: facts.services.formation,
    election83b: facts.services.taxFiling,
    stateAnnual: facts.services.taxFiling,
    federalReturn: facts.services.taxFiling,
  };

  if (answer.blocked) {
    return {
      profile,
      blocked: { reason: answer.blocked, steps: order.map((id) => ({ id, rule: ruleOf(serviceOfStep[id]) })) },
      steps: [],
      notes: answer.notes,
      formed: null,
      firstYearFees: null,
    };
  }

  /** The rules of the founder's countries that differ from the default for a service. */
  const conditionsOf = (service: Service) => {
    const found = serviceAnswer(service);
    if (!found) return { status: 'available' as Availability, conditions: [] as string[] };
    const differing = found.rules.filter((rule) => rule !== facts.eligibility.defaults[service]);
    return { status: found.status, conditions: differing.map((rule) => rule.text) };
  };

  const steps: PlanStep[] = [];
  let clock = { earliest: profile.start, typical: profile.start, latest: profile.start };
  const processStep = (id: StepId, stepFacts: StepFacts, service: Service, cost: PlanStep['cost'], extra: Partial<PlanStep> = {}) => {
    const { status, conditions } = conditionsOf(service);
    const starts = clock;
    const ends = {
      earliest: addDays(starts.earliest, stepFacts.days.min),
      typical: addDays(starts.typical, stepFacts.days.typical),
      latest: addDays(starts.latest, stepFacts.days.max),
    };
    clock = ends;
    steps.push({
      id,
      kind: 'process',
      who: stepFacts.who,
      text: stepFacts.text,
      conditions,
      status,
      documents: stepFacts.documents,
      cost,
      days: stepFacts.days,
      starts,
      ends,
      sources: stepFacts.sources,
      lastChecked: stepFacts.lastChecked,
      ...extra,
    });
  };

  const type = costType(profile);
  const state = profile.state;
  const costs = state ? facts.costs(state, type) : null;
  const formationFee = state ? facts.states[state][entityKind(profile)].formationFee : null;
  const sourcesOf = (figure: Figure | null): PlanSource[] => (figure?.sources ?? []).map((source) => ({ label: source.label, url: source.url, official: facts.isOfficial(source.url) }));

  const filing = facts.process.stateFiling;
  processStep('stateFiling', { ...filing, sources: [...sourcesOf(formationFee), ...filing.sources], lastChecked: formationFee?.lastChecked ?? filing.lastChecked }, facts.services.formation, {
    amount: costs ? costs.formation : null,
    note: formationFee?.note,
  });
  processStep('agentAddress', facts.process.agentAddress, facts.services.address, { amount: 0 });
  processStep('ein', facts.process.ein, facts.services.ein, { amount: 0 });
  processStep('einLetter', facts.process.einLetter, facts.services.ein, { amount: 0 });
  const formed = steps[0].ends?.typical ?? profile.start;

  if (needsBank) {
    const bank = conditionsOf(facts.services.banking);
    const multi = conditionsOf(facts.services.bankingMultiCurrency);
    processStep(
      'bank',
      facts.process.bank,
      facts.services.banking,
      { amount: 0 },
      {
        status: worst(bank.status, multi.status),
        conditions: [...bank.conditions, ...multi.conditions],
      },
    );
  }
  if (profile.payments === 'stripe' || profile.payments === 'paypal') {
    const stripe = conditionsOf(facts.services.stripe);
    const provider = profile.payments === 'stripe' ? facts.process.stripe : facts.process.paypal;
    const status = profile.payments === 'stripe' ? stripe.status : worst(facts.paypal.status, stripe.status === 'available' ? 'available' : stripe.status);
    processStep('payments', provider, facts.services.stripe, { amount: 0 }, { status, conditions: stripe.conditions });
  }

  const taxFiling = conditionsOf(facts.services.taxFiling);
  steps.push({
    id: 'boi',
    kind: 'status',
    who: 'nobody',
    text: facts.boi.text,
    conditions: [],
    status: 'available',
    documents: [],
    cost: { amount: 0 },
    due: undefined,
    sources: facts.boi.sources,
    lastChecked: facts.boi.lastChecked,
  });

  if (profile.type === 'corp-vesting') {
    const e = facts.election83b;
    steps.push({
      id: 'election83b',
      kind: 'filing',
      who: 'founder',
      text: e.text,
      conditions: taxFiling.conditions,
      status: taxFiling.status,
      documents: e.documents,
      cost: { amount: 0 },
      due: addDays(formed, e.days),
      penalty: e.ifMissed,
      sources: e.sources,
      lastChecked: e.lastChecked,
    });
  }

  const [year, month] = formed.split('-').map(Number);
  const rules = state ? facts.deadlineRules(state, entityKind(profile)) : [];
  const federalId = profile.type === 'llc' ? (profile.owners > 1 ? facts.partnershipReturn.id : facts.federalRuleIds.smllc) : facts.federalRuleIds.corp;
  const federalRules = profile.type === 'llc' && profile.owners > 1 ? [facts.partnershipReturn] : facts.federalRules(entityKind(profile)).filter((rule) => rule.id === federalId);
  const stateRules = rules.filter((rule) => !rule.id.startsWith('irs-'));
  const first = (list: DeadlineRule[]) => scheduleDeadlines(list, { year, month }, formed, 36)[0];
  const filingStep = (id: StepId, rule: DeadlineRule | undefined, cost: PlanStep['cost']) => {
    if (!rule) return;
    const deadline = first([rule]);
    steps.push({
      id,
      kind: 'filing',
      who: id === 'stateAnnual' ? 'state' : 'irs',
      text: `${rule.title}. ${rule.what}`,
      conditions: taxFiling.conditions,
      status: taxFiling.status,
      documents: [],
      cost,
      due: deadline?.date,
      penalty: rule.ifMissed,
      sources: rule.sources.map((source) => ({ label: source.label, url: source.url, official: facts.isOfficial(source.url) })),
      lastChecked: rule.lastChecked,
    });
  };
  if (state) filingStep('stateAnnual', stateRules[0], { amount: costs?.yearly ?? null, note: costs?.yearlyNote });
  filingStep('federalReturn', federalRules[0], { amount: 0 });

  const firstYearFees = costs && costs.formation !== null ? costs.formation : null;
  return { profile, blocked: null, steps, notes: answer.notes, formed, firstYearFees };
}

/** The dated deadlines of a plan, in date order: what its calendar file holds. */
export function planDeadlines(plan: LaunchPlan): PlanStep[] {
  return plan.steps.filter((step) => step.due !== undefined).sort((a, b) => (a.due as string).localeCompare(b.due as string));
}
