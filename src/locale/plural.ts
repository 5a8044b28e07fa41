import { intlTag, kept, number, type LocaleTag } from '../platform/format';

/** One form of a counted phrase: fixed words ('تعليقان'), or words around the count as the locale writes it. */
export type PluralForm = string | ((count: string) => string);

/**
 * The forms of a counted phrase by CLDR plural category. `other` is required: a language's rules
 * fall back to it, and a category a phrase leaves out (French 'many', for a million) reads as `other`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, PluralForm>> & { other: PluralForm };

/**
 * `n` counted in the locale's own words, the form chosen by CLDR's rules (Intl.PluralRules) rather
 * than by `n === 1`: Portuguese and French take the singular for 0 as for 1 ('0 comentário'), and
 * Arabic has six categories (one, two, few for 3–10 modulo 100, many for 11–99, other for 100, 101,
 * 102…, and zero).
 *
 *   plural('en', 3, { one: '1 year', other: (n) => `${n} years` }) // '3 years'
 */
export function plural(locale: LocaleTag, n: number, forms: PluralForms): string {
  const rules = kept(`plural ${locale}`, () => new Intl.PluralRules(intlTag(locale)));
  const form = forms[rules.select(n)] ?? forms.other;
  return typeof form === 'function' ? form(number(n, locale)) : form;
}

/** The words of a noun counted in Arabic; `one` and `two` are whole phrases, written without the digit. */
export interface ArabicCountWords {
  one: string;
  two: string;
  /** 3–10 (modulo 100): the plural. */
  few: string;
  /** 11–99 (modulo 100): the accusative singular. */
  many: string;
  /** 100, 101, 102… and 0: the singular. */
  other: string;
}

/**
 * «تعليق واحد» / «تعليقان» / «3 تعليقات» / «11 تعليقًا» / «100 تعليق»: a noun counted as Arabic grammar
 * asks, by CLDR's categories. Zero takes the singular, as 100 does («0 تعليق»).
 */
export function arabicCount(n: number, words: ArabicCountWords): string {
  return plural('ar', n, {
    zero: (count) => `${count} ${words.other}`,
    one: words.one,
    two: words.two,
    few: (count) => `${count} ${words.few}`,
    many: (count) => `${count} ${words.many}`,
    other: (count) => `${count} ${words.other}`,
  });
}
