import { afterEach, describe, expect, it } from 'vitest';
import { inquiryLocale, pageLocale } from './inquiryPost';

describe('the locale an inquiry records', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("is the page's <html lang>, lowercased", () => {
    document.documentElement.lang = 'en';
    expect(pageLocale()).toBe('en');
    document.documentElement.lang = 'pt-BR';
    expect(pageLocale()).toBe('pt-br');
  });

  it('is null when the page has no language the table takes, so the inquiry is still sent', () => {
    document.documentElement.lang = '';
    expect(pageLocale()).toBeNull();
    document.documentElement.lang = 'zh-Hant';
    expect(pageLocale()).toBeNull();
  });

  it.each([
    ['en', 'en'],
    [' FR ', 'fr'],
    ['ar', 'ar'],
    ['es-419', null],
    ['e', null],
    ['eng', null],
    ['en_us', null],
    ['en-us-x', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (lang, locale) => {
    expect(inquiryLocale(lang)).toBe(locale);
  });
});
