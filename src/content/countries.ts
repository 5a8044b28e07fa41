import t from 'virtual:messages/countries';

/**
 * Every ISO 3166-1 country (the codes of the i18n-iso-countries package) with its name (the short name
 * people use, e.g. 'Russia', not 'Russian Federation') and the other names it is known by, so a search
 * for 'UAE' or 'Turkey' finds it. The other names are the package's English names besides the short one
 * ('Syrian Arab Republic' finds Syria); a language may give them in its own words, but they are only
 * searched, never shown. Only the pages that ask for a country import this module.
 */
export interface Country {
  code: string;
  name: string;
  aliases: string[];
}

/*
 * The catalogs key each country by its ISO code: `countries.names.AF` is its name, `countries.aliases.AE.1`,
 * `.2`… its other names, in order. The English catalog lists the names in the order of the English names,
 * and every language's messages come in the English catalog's order, so that order is the list's in every
 * language (each item lines up with its English counterpart; eligibility.test.ts checks it). The codes are
 * written once, as the compiled messages' keys, which keeps the module as small as the package's lists were.
 */
const aliases = t.aliases as Record<string, Record<string, string> | undefined>;

/** In the order of the English names, in every language (each item lines up with its English counterpart). */
export const countries: Country[] = Object.entries(t.names as Record<string, string>).map(([code, name]) => ({ code, name, aliases: Object.values(aliases[code] ?? {}) }));

const byCode = new Map(countries.map((country) => [country.code, country]));

/** The name of an ISO code in the page's language, or undefined when it names no country. */
export const countryName = (code: string): string | undefined => byCode.get(code.toUpperCase())?.name;
