import { describe, expect, it } from 'vitest';
import { suggestedLanguage } from './suggestedLanguage';

const site = ['en', 'es', 'pt-BR', 'fr', 'ar'];

describe('suggestedLanguage', () => {
  it('suggests the first browser language the site has, matched on the language', () => {
    expect(suggestedLanguage('en', site, null, ['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(suggestedLanguage('en', site, null, ['pt'])).toBe('pt-BR');
    expect(suggestedLanguage('fr', site, null, ['ar-EG'])).toBe('ar');
  });

  it('suggests nothing when the page is already in that language, or the browser wants none we have', () => {
    expect(suggestedLanguage('es', site, null, ['es-ES', 'en'])).toBeNull();
    expect(suggestedLanguage('en', site, null, ['de', 'ja'])).toBeNull();
    expect(suggestedLanguage('en', site, null, [])).toBeNull();
  });

  it('prefers the language the visitor chose in the menu over the browser', () => {
    expect(suggestedLanguage('es', site, 'en', ['es'])).toBe('en');
    expect(suggestedLanguage('en', site, 'en', ['es'])).toBeNull();
  });
});
