import { getAlpha2Codes } from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { resolveEligibility } from '../sections/CountryCheck/eligibility';
import { countries, countryName } from './countries';
import { eligibilityRules } from './eligibility';

const isoCodes = Object.keys(getAlpha2Codes());
const allRules = [
  ...Object.values(eligibilityRules.defaults),
  ...eligibilityRules.groups.flatMap((group) => [...Object.values(group.rules), group.note, group.blocked].filter((rule) => rule !== undefined)),
];

describe('the country list', () => {
  it('holds every ISO 3166-1 country once, each with an English name', () => {
    expect(countries.map((c) => c.code).sort()).toEqual([...isoCodes].sort());
    for (const country of countries) expect(country.name.length).toBeGreaterThan(1);
    expect(countryName('ng')).toBe('Nigeria');
    expect(countryName('RU')).toBe('Russia');
    expect(countryName('SY')).toBe('Syria');
    expect(countries.find((c) => c.code === 'SY')?.aliases).toContain('Syrian Arab Republic');
    expect(countryName('ZZ')).toBeUndefined();
  });

  it('comes in the order of the English names (the order of the English catalog, which every language keeps)', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('the eligibility rules', () => {
  it('answer every service for every country, each with a source and a last-checked date', () => {
    for (const code of isoCodes) {
      const answer = resolveEligibility(eligibilityRules, code);
      expect(answer.services.map((s) => s.service.id)).toEqual(eligibilityRules.services.map((s) => s.id));
      for (const service of answer.services) {
        expect(service.rules.length, `${code} ${service.service.id}`).toBeGreaterThan(0);
        for (const rule of service.rules) {
          expect(rule.text.length).toBeGreaterThan(20);
          expect(rule.sourceUrl).toMatch(/^(https:\/\/|\/)/);
          expect(rule.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });

  it('name only real country codes', () => {
    for (const group of eligibilityRules.groups) for (const code of group.countries) expect(isoCodes, group.id).toContain(code);
  });

  it('give every rule a source label, an https or on-site address and a date', () => {
    for (const rule of allRules) {
      expect(rule.sourceLabel).not.toBe('');
      expect(rule.sourceUrl).toMatch(/^(https:\/\/[^\s]+|\/[^\s]*)$/);
      expect(rule.lastChecked).toBe('2026-11-24');
    }
  });

  it('turn away residents of the countries under comprehensive US sanctions, and only them', () => {
    const blocked = isoCodes.filter((code) => resolveEligibility(eligibilityRules, code).blocked !== null).sort();
    expect(blocked).toEqual(['CU', 'IR', 'KP', 'SY']);
    for (const code of blocked) {
      expect(resolveEligibility(eligibilityRules, code).services.every((s) => s.status === 'unavailable')).toBe(true);
    }
  });

  it('tell residents of Ukraine about the regions under sanctions', () => {
    expect(resolveEligibility(eligibilityRules, 'UA').notes[0].text).toMatch(/Crimea/);
  });

  it('make banking and Stripe conditional for residents of Russia and Belarus', () => {
    for (const code of ['RU', 'BY']) {
      const statuses = Object.fromEntries(resolveEligibility(eligibilityRules, code).services.map((s) => [s.service.id, s.status]));
      expect(statuses).toMatchObject({ formation: 'available', bankingOnline: 'conditions', bankingMultiCurrency: 'conditions', stripe: 'conditions' });
    }
  });
});
