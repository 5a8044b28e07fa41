import { describe, expect, it } from 'vitest';
import { count, pluralCase, selectCase } from '../../locale/messageRuntime';
import { compileMessage, objectLiteral } from './compileMessages';

/** Runs a compiled message as the page would, in `tag`. */
function run(message: string, tag: string, params?: Record<string, unknown>): string {
  const { code } = compileMessage('test', message);
  const value = new Function('count', 'pluralCase', 'selectCase', 'tag', `return ${code};`)(count, pluralCase, selectCase, tag) as string | ((p: unknown) => string);
  return typeof value === 'string' ? value : value(params);
}

describe('compileMessage', () => {
  it('turns words into a string and placeholders into a function of exactly those', () => {
    expect(compileMessage('k', 'Pricing')).toEqual({ code: '"Pricing"', params: {} });
    expect(compileMessage('k', 'A {deposit} deposit, {n, plural, one {# year} other {# years}}').params).toEqual({ deposit: 'string', n: 'number' });
    expect(run('A {deposit} deposit', 'en', { deposit: '$5,000' })).toBe('A $5,000 deposit');
  });

  it('keeps quoted braces and apostrophes as words', () => {
    expect(run("l'entreprise '{'sic'}'", 'fr')).toBe("l'entreprise {sic}");
  });

  it('chooses plural cases by CLDR: Portuguese takes the singular for 0, Arabic counts in six categories', () => {
    const pt = '{n, plural, one {# comentário} other {# comentários}}';
    expect([0, 1, 2].map((n) => run(pt, 'pt-BR', { n }))).toEqual(['0 comentário', '1 comentário', '2 comentários']);
    const ar = '{n, plural, zero {# سنة} one {سنة واحدة} two {سنتان} few {# سنوات} many {# سنة} other {# سنة}}';
    expect([1, 2, 3, 11, 100, 103].map((n) => run(ar, 'ar', { n }))).toEqual(['سنة واحدة', 'سنتان', '3 سنوات', '11 سنة', '100 سنة', '103 سنوات']);
    expect(run('{n, plural, =0 {none} other {# left}}', 'en', { n: 0 })).toBe('none');
    expect(run('{n, plural, other {# items}}', 'fr', { n: 1250 })).toBe('1\u202f250 items');
  });

  it('hands each plural case its #, nested plurals their own, and passes an offset or an ordinal on', () => {
    expect(run('{day, plural, other {# juin}}', 'fr', { day: 1250 })).toBe('1\u202f250 juin');
    expect(run('{a, plural, one {# a, {b, plural, one {# b} other {# bs}}} other {# as, {b, plural, one {# b} other {# bs}}}}', 'en', { a: 2, b: 1 })).toBe('2 as, 1 b');
    expect(run('{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', 'en', { n: 3 })).toBe('you and 2 others');
    expect(run('{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', 'en', { n: 0 })).toBe('nobody');
    expect(run('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en', { n: 22 })).toBe('22nd');
  });

  it('chooses select cases, falling back to other', () => {
    const message = '{kind, select, llc {an LLC} other {a company}}';
    expect(run(message, 'en', { kind: 'llc' })).toBe('an LLC');
    expect(run(message, 'en', { kind: 'corp' })).toBe('a company');
  });

  it('fails with the key on a malformed message, a plural without other, or a style it does not format', () => {
    expect(() => compileMessage('es pricing.title', 'Precios {todo en uno')).toThrow(/es pricing.title is not valid ICU/);
    expect(() => compileMessage('k', '{n, plural, one {# year}}')).toThrow(/not valid ICU/);
    expect(() => compileMessage('k', '{d, date, short}')).toThrow(/date placeholder/);
    expect(() => compileMessage('k', '{n} and {n, plural, other {#}}')).toThrow(/both as string and as number/);
  });
});

describe('objectLiteral', () => {
  it('nests messages by the rest of their keys', () => {
    expect(
      objectLiteral([
        [['llc', 'name'], '"LLC"'],
        [['llc', 'price'], '(p) => p.x'],
        [['title'], '"T"'],
      ]),
    ).toBe('{ "llc": { "name": "LLC", "price": (p) => p.x }, "title": "T" }');
  });
});
