import { intlTag, kept, number, type LocaleTag } from '../platform/format';

/*
 * What compiled messages (src/prerender/messages/compileMessages.ts) call in the page: the few lines a
 * plural or a select needs, so no message parser or formatter library reaches the browser.
 */

/** A count as the locale writes it: the `#` of a plural. */
export const count = (tag: LocaleTag, n: number) => number(n, tag);

/** The case of a plural for `n`: an exact `=n` first, then CLDR's category (Intl.PluralRules), else `other`. */
export function pluralCase(tag: LocaleTag, n: number, offset: number, ordinal: boolean, cases: Record<string, () => string>): string {
  const exact = cases[`=${n}`];
  if (exact) return exact();
  const rules = kept(`plural ${tag} ${ordinal}`, () => new Intl.PluralRules(intlTag(tag), { type: ordinal ? 'ordinal' : 'cardinal' }));
  return (cases[rules.select(n - offset)] ?? cases.other)();
}

/** The case of a select named by `value`, else `other`. */
export const selectCase = (value: string, cases: Record<string, () => string>) => (cases[value] ?? cases.other)();
