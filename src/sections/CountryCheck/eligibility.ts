/** What the country check answers, as data: a default rule per service and the groups of countries that differ. */

export type Availability = 'available' | 'conditions' | 'unavailable';

/** A rule as the visitor reads it, with where it comes from and when that was last checked. */
export interface EligibilityRule {
  status: Availability;
  /** Plain words: what is possible, on which conditions, or why not. */
  text: string;
  sourceLabel: string;
  /** A public page (or one of the site's own pages for our own services). */
  sourceUrl: string;
  /** ISO date (YYYY-MM-DD) the source was last read against this rule. */
  lastChecked: string;
}

export interface EligibilityService<Id extends string = string> {
  id: Id;
  name: string;
}

/** Countries (ISO 3166-1 alpha-2) whose residents, or citizens, get other rules for some services. */
export interface CountryGroup<Id extends string = string> {
  id: string;
  /** Who the group is, as a heading in the rules list: 'Residents of Russia and Belarus'. */
  label: string;
  basis: 'residence' | 'citizenship';
  countries: string[];
  /** The services this group differs on; the others keep the default. */
  rules: Partial<Record<Id, EligibilityRule>>;
  /** Said above the answers, for the whole country (a region under sanctions). */
  note?: EligibilityRule;
  /** We cannot serve this group at all: the reason, said first and plainly. */
  blocked?: EligibilityRule;
}

export interface EligibilityRuleSet<Id extends string = string> {
  services: EligibilityService<Id>[];
  defaults: Record<Id, EligibilityRule>;
  groups: CountryGroup<Id>[];
}

export interface ServiceAnswer<Id extends string = string> {
  service: EligibilityService<Id>;
  status: Availability;
  /** The rules that decide the status (every rule of the strictest kind that applies). */
  rules: EligibilityRule[];
}

export interface EligibilityAnswer<Id extends string = string> {
  residence: string;
  citizenship: string | null;
  /** Set when we cannot serve the visitor at all. */
  blocked: EligibilityRule | null;
  notes: EligibilityRule[];
  services: ServiceAnswer<Id>[];
  /** Where to go next: the plans when the defaults apply, a question to us when something differs. */
  nextStep: 'plans' | 'inquiry' | 'none';
}

const severity: Record<Availability, number> = { available: 0, conditions: 1, unavailable: 2 };

/** The groups that apply to a visitor living in `residence` and, when given, holding `citizenship`. */
export function groupsFor<Id extends string>(rules: EligibilityRuleSet<Id>, residence: string, citizenship: string | null = null) {
  return rules.groups.filter((group) => (group.basis === 'residence' ? group.countries.includes(residence) : citizenship !== null && group.countries.includes(citizenship)));
}

/**
 * The answer for one visitor: per service, the strictest of the default and every group that
 * applies (a sanctioned residence makes everything unavailable; a condition of one group is not
 * hidden by another group's "available").
 */
export function resolveEligibility<Id extends string>(rules: EligibilityRuleSet<Id>, residence: string, citizenship: string | null = null): EligibilityAnswer<Id> {
  const groups = groupsFor(rules, residence, citizenship);
  const services = rules.services.map((service) => {
    const candidates = [rules.defaults[service.id], ...groups.map((group) => group.rules[service.id]).filter((rule) => rule !== undefined)];
    const worst = Math.max(...candidates.map((rule) => severity[rule.status]));
    const status = (Object.keys(severity) as Availability[]).find((key) => severity[key] === worst) ?? 'available';
    const deciding = candidates.filter((rule) => rule.status === status);
    // A group's rule is the specific one; the default says the general case.
    return { service, status, rules: deciding.length > 1 ? deciding.filter((rule) => rule !== rules.defaults[service.id]) : deciding };
  });
  const blocked = groups.find((group) => group.blocked)?.blocked ?? null;
  return {
    residence,
    citizenship,
    blocked,
    notes: groups.flatMap((group) => (group.note ? [group.note] : [])),
    services,
    nextStep: blocked ? 'none' : groups.length > 0 ? 'inquiry' : 'plans',
  };
}

/** A country code from the address (`?country=ng`), or null with `unknown` set when it names no country. */
export function parseCountryParam(value: string | null, codes: ReadonlySet<string>): { code: string | null; unknown: string | null } {
  if (value === null || value.trim() === '') return { code: null, unknown: null };
  const code = value.trim().toUpperCase();
  if (codes.has(code)) return { code, unknown: null };
  // Shown back to the visitor: only a short, printable excerpt of whatever the link carried.
  return { code: null, unknown: value.replace(/[^\p{L}\p{N} .,'-]/gu, '').slice(0, 40) };
}

/** The groups (and their rule) that differ from the default for one service, for the rules list. */
export function exceptionsFor<Id extends string>(rules: EligibilityRuleSet<Id>, serviceId: Id) {
  return rules.groups.flatMap((group) => {
    const rule = group.rules[serviceId];
    return rule ? [{ group, rule }] : [];
  });
}
