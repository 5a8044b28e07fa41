import type * as en from '../../countries';
import english from 'i18n-iso-countries/langs/en.json';
import spanish from 'i18n-iso-countries/langs/es.json';

export type Country = en.Country;

/*
 * Todos los países ISO 3166-1 con su nombre en español y los otros nombres con los que se los conoce.
 *
 * The list keeps the English module's order (by English name) and its English aliases, one for one:
 * completeness.test.ts compares the lists item by item, so each code, name and alias list lines up with
 * English. The English aliases stay searchable ('UAE' finds Emiratos Árabes Unidos).
 */

/** The English module's short names, to sort exactly as it does. */
const englishShortNames: Record<string, string> = {
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

/** Donde el primer nombre de la lista en español es el formal, el nombre corto que se busca. */
const spanishShortNames: Record<string, string> = {
  BH: 'Baréin',
  BJ: 'Benín',
  BL: 'San Bartolomé',
  BN: 'Brunéi',
  BW: 'Botsuana',
  CD: 'República Democrática del Congo',
  CG: 'República del Congo',
  CW: 'Curazao',
  CZ: 'Chequia',
  FJ: 'Fiyi',
  FK: 'Islas Malvinas (Falkland)',
  GW: 'Guinea-Bisáu',
  HM: 'Islas Heard y McDonald',
  IR: 'Irán',
  IQ: 'Irak',
  KN: 'San Cristóbal y Nieves',
  KP: 'Corea del Norte',
  KR: 'Corea del Sur',
  LA: 'Laos',
  MF: 'San Martín (parte francesa)',
  PG: 'Papúa Nueva Guinea',
  RO: 'Rumania',
  SH: 'Santa Elena',
  SX: 'Sint Maarten (parte neerlandesa)',
  SY: 'Siria',
  TL: 'Timor Oriental',
  US: 'Estados Unidos',
  VA: 'Ciudad del Vaticano',
  VG: 'Islas Vírgenes Británicas',
  VI: 'Islas Vírgenes de EE. UU.',
};

const first = (names: string | string[] | undefined) => (Array.isArray(names) ? names[0] : names);

const spanishNames = spanish.countries as Record<string, string | string[]>;

export const countries: typeof en.countries = Object.entries(english.countries as Record<string, string | string[]>)
  .map(([code, names]) => {
    const all = Array.isArray(names) ? names : [names];
    const englishName = englishShortNames[code] ?? all[0];
    const name = spanishShortNames[code] ?? first(spanishNames[code]) ?? englishName;
    // The English list's other names stay searchable ('UAE' finds Emiratos Árabes Unidos).
    return { englishName, country: { code, name, aliases: all.filter((alias) => alias !== englishName) } };
  })
  // In the English module's order, so each item lines up with its English counterpart.
  .sort((a, b) => a.englishName.localeCompare(b.englishName, 'en'))
  .map(({ country }) => country);

const byCode = new Map(countries.map((country) => [country.code, country]));

/** El nombre de un código ISO, o undefined si no corresponde a ningún país. */
export const countryName: typeof en.countryName = (code: string): string | undefined => byCode.get(code.toUpperCase())?.name;
