import { intlTag, kept, number, type LocaleTag } from '../platform/format';

/*
 * What compiled messages (src/prerender/messages/compileMessages.ts) call in the page: the few lines a
 * plural or a select needs, so no message parser or formatter library reaches the browser.
 */

/** A count as the locale writes it: the `#` of a plural. */
export const count = (tag: LocaleTag, n: number) => number(n, tag);

/**
 * The case of a plural for `n`: an exact `=n` first, then CLDR's category (Intl.PluralRules), else
 * `other`. The case is given `#`, the count less the offset as the locale writes it.
 */
export function pluralCase(tag: LocaleTag, n: number, cases: Record<string, (count: string) => string>, offset = 0, ordinal = false): string {
  const rules = kept(`plural ${tag} ${ordinal}`, () => new Intl.PluralRules(intlTag(tag), { type: ordinal ? 'ordinal' : 'cardinal' }));
  return (cases[`=${n}`] ?? cases[rules.select(n - offset)] ?? cases.other)(count(tag, n - offset));
}

/** The case of a select named by `value`, else `other`. */
export const selectCase = (value: string, cases: Record<string, () => string>) => (cases[value] ?? cases.other)();
