import english from 'i18n-iso-countries/langs/en.json';

/**
 * Every ISO 3166-1 country with its English name (the short name people use, e.g. 'Russia', not
 * 'Russian Federation') and the other names it is known by, so a search for 'UAE' or 'Turkey' finds it.
 * Only the pages that ask for a country import this module.
 */
export interface Country {
  code: string;
  name: string;
  aliases: string[];
}

/** Where the list's first name is the formal one, the name a visitor looks for. */
const shortNames: Record<string, string> = {
  BN: 'Brunei',
  CN: 'China',
  CZ: 'Czechia',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  NL: 'Netherlands',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'US Virgin Islands',
};

export const countries: Country[] = Object.entries(english.countries as Record<string, string | string[]>)
  .map(([code, names]) => {
    const all = Array.isArray(names) ? names : [names];
    const name = shortNames[code] ?? all[0];
    // The list's own names stay searchable ('Syrian Arab Republic' finds Syria).
    return { code, name, aliases: all.filter((alias) => alias !== name) };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(countries.map((country) => [country.code, country]));

/** The English name of an ISO code, or undefined when it names no country. */
export const countryName = (code: string): string | undefined => byCode.get(code.toUpperCase())?.name;
