import english from 'i18n-iso-countries/langs/en.json';
import arabic from 'i18n-iso-countries/langs/ar.json';
import type * as en from '../../countries';

/**
 * كل دول ISO 3166-1 بأسمائها العربية، في ترتيب القائمة الإنجليزية نفسه (the English module sorts by
 * the English name, and the completeness test wants the same order and codes).
 *
 * Every name is Arabic. The other names a country is known by are Arabic where `arabicAliases` has them;
 * the rest (one-word English names such as 'Turkey' or 'UAE') stay as search terms, never shown.
 */
export type Country = en.Country;

/** Where the list's first name is the formal one: the English module's short names, for the order. */
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

/** Where the package's Arabic name is dated or longer than the name people use. */
const arabicShortNames: Record<string, string> = {
  BY: 'بيلاروس',
  MM: 'ميانمار',
  SZ: 'إسواتيني',
  SA: 'المملكة العربية السعودية',
  SH: 'سانت هيلينا',
  TF: 'الأقاليم الجنوبية الفرنسية',
  UM: 'جزر الولايات المتحدة الصغيرة النائية',
  BQ: 'بونير وسينت أوستاتيوس وسابا',
  FK: 'جزر فوكلاند (مالفيناس)',
  CC: 'جزر كوكوس (كيلينغ)',
  VA: 'مدينة الفاتيكان',
  TZ: 'تنزانيا',
};

/** The other names a country is known by, in Arabic, for the search. */
const arabicAliases: Record<string, Record<string, string>> = {
  AX: { 'Aland Islands': 'جزر آلاند' },
  BN: { 'Brunei Darussalam': 'بروناي دار السلام' },
  CI: { 'Ivory Coast': 'كوت ديفوار' },
  CN: { "People's Republic of China": 'جمهورية الصين الشعبية' },
  CZ: { 'Czech Republic': 'جمهورية التشيك' },
  FM: { 'Micronesia, Federated States of': 'ولايات ميكرونيسيا المتحدة' },
  GB: { 'Great Britain': 'بريطانيا العظمى' },
  GM: { 'Republic of The Gambia': 'جمهورية غامبيا', 'The Gambia': 'غامبيا' },
  IR: { 'Islamic Republic of Iran': 'جمهورية إيران الإسلامية' },
  KR: { 'Korea, Republic of': 'كوريا، جمهورية', 'Republic of Korea': 'جمهورية كوريا' },
  LA: { "Lao People's Democratic Republic": 'جمهورية لاو الديمقراطية الشعبية' },
  MD: { 'Moldova, Republic of': 'جمهورية مولدوفا' },
  MK: { 'The Republic of North Macedonia': 'جمهورية مقدونيا الشمالية' },
  NL: { 'The Netherlands': 'هولندا', 'Netherlands (Kingdom of the)': 'مملكة هولندا' },
  PN: { 'Pitcairn Islands': 'جزر بيتكيرن' },
  PS: { 'State of Palestine': 'دولة فلسطين' },
  RU: { 'Russian Federation': 'الاتحاد الروسي' },
  SY: { 'Syrian Arab Republic': 'الجمهورية العربية السورية' },
  TW: { 'Taiwan, Province of China': 'تايوان، مقاطعة الصين' },
  TZ: { 'United Republic of Tanzania': 'جمهورية تنزانيا المتحدة' },
  US: { 'United States of America': 'الولايات المتحدة الأمريكية' },
  VA: { 'Holy See (Vatican City State)': 'الكرسي الرسولي (دولة مدينة الفاتيكان)' },
  VG: { 'Virgin Islands, British': 'جزر فيرجن البريطانية' },
  VI: { 'Virgin Islands, U.S.': 'جزر فيرجن الأمريكية' },
};

const arabicNames = arabic.countries as Record<string, string | string[]>;

function arabicName(code: string): string | undefined {
  const names = arabicNames[code];
  return arabicShortNames[code] ?? (Array.isArray(names) ? names[0] : names);
}


export const countries: typeof en.countries = Object.entries(english.countries as Record<string, string | string[]>)
  .map(([code, names]) => {
    const all = Array.isArray(names) ? names : [names];
    const name = englishShortNames[code] ?? all[0];
    return { code, name, aliases: all.filter((alias) => alias !== name) };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map(({ code, name, aliases }) => ({
    code,
    name: arabicName(code) ?? name,
    aliases: aliases.map((alias) => arabicAliases[code]?.[alias] ?? alias),
  }));

const codes = new Set(countries.map((country) => country.code));

/** The Arabic name of an ISO code, or undefined when it names no country. */
export const countryName: typeof en.countryName = (code: string) => {
  const upper = code.toUpperCase();
  return codes.has(upper) ? arabicName(upper) : undefined;
};
