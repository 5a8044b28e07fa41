import { intlTag, number, type LocaleTag } from '../platform/format';

/** One form of a counted phrase: fixed words ('تعليقان'), or words around the count as the locale writes it. */
export type PluralForm = string | ((count: string) => string);

/**
 * The forms of a counted phrase by CLDR plural category. `other` is required: a language's rules
 * fall back to it, and a category a phrase leaves out (French 'many', for a million) reads as `other`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, PluralForm>> & { other: PluralForm };

/* Made once per locale and kept, as format.ts keeps its formatters: making one costs far more than using it. */
const rules = new Map<LocaleTag, Intl.PluralRules>();
function rulesFor(locale: LocaleTag): Intl.PluralRules {
  let kept = rules.get(locale);
  if (!kept) {
    kept = new Intl.PluralRules(intlTag(locale));
    rules.set(locale, kept);
  }
  return kept;
}

/**
 * `n` counted in the locale's own words, the form chosen by CLDR's rules (Intl.PluralRules) rather
 * than by `n === 1`: Portuguese and French take the singular for 0 as for 1 ('0 comentário'), and
 * Arabic has six categories (one, two, few for 3–10 modulo 100, many for 11–99, other for 100, 101,
 * 102…, and zero).
 *
 *   plural('en', 3, { one: '1 year', other: (n) => `${n} years` }) // '3 years'
 */
export function plural(locale: LocaleTag, n: number, forms: PluralForms): string {
  const form = forms[rulesFor(locale).select(n)] ?? forms.other;
  return typeof form === 'function' ? form(number(n, locale)) : form;
}
