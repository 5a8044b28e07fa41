import { describe, expect, it } from 'vitest';
import { type EligibilityRule, type EligibilityRuleSet, exceptionsFor, parseCountryParam, resolveEligibility } from './eligibility';

const source = { sourceLabel: 'A source', sourceUrl: 'https://example.org/rules', lastChecked: '2026-11-24' };
const rule = (status: EligibilityRule['status'], text: string): EligibilityRule => ({ status, text, ...source });

type Id = 'formation' | 'bank';
const rules: EligibilityRuleSet<Id> = {
  services: [
    { id: 'formation', name: 'Formation' },
    { id: 'bank', name: 'Bank' },
  ],
  defaults: { formation: rule('available', 'Anyone'), bank: rule('conditions', 'The bank decides') },
  groups: [
    {
      id: 'blocked',
      label: 'Residents of XA',
      basis: 'residence',
      countries: ['XA'],
      blocked: rule('unavailable', 'Sanctions'),
      rules: { formation: rule('unavailable', 'No'), bank: rule('unavailable', 'No') },
    },
    { id: 'region', label: 'Residents of XB', basis: 'residence', countries: ['XB'], note: rule('unavailable', 'Not one region'), rules: {} },
    { id: 'bank-xb', label: 'Residents of XB and XC', basis: 'residence', countries: ['XB', 'XC'], rules: { bank: rule('conditions', 'One bank left') } },
    { id: 'passport', label: 'Citizens of XA', basis: 'citizenship', countries: ['XA'], rules: { formation: rule('conditions', 'Proof of residence') } },
  ],
};

describe('resolveEligibility', () => {
  it('gives the defaults to a country no group names, and sends the visitor to the plans', () => {
    const answer = resolveEligibility(rules, 'FR');
    expect(answer.services.map((s) => [s.service.id, s.status, s.rules.map((r) => r.text)])).toEqual([
      ['formation', 'available', ['Anyone']],
      ['bank', 'conditions', ['The bank decides']],
    ]);
    expect(answer.blocked).toBeNull();
    expect(answer.nextStep).toBe('plans');
  });

  it('blocks a sanctioned residence: every service unavailable, no next step', () => {
    const answer = resolveEligibility(rules, 'XA');
    expect(answer.blocked?.text).toBe('Sanctions');
    expect(answer.services.every((s) => s.status === 'unavailable')).toBe(true);
    expect(answer.nextStep).toBe('none');
  });

  it('states a group condition instead of the default one, and a regional note above the answer', () => {
    const answer = resolveEligibility(rules, 'XB');
    expect(answer.notes.map((n) => n.text)).toEqual(['Not one region']);
    expect(answer.services.find((s) => s.service.id === 'bank')?.rules.map((r) => r.text)).toEqual(['One bank left']);
    expect(answer.nextStep).toBe('inquiry');
  });

  it('applies citizenship groups only through citizenship, and takes the stricter rule', () => {
    expect(resolveEligibility(rules, 'FR', 'FR').services[0].status).toBe('available');
    const answer = resolveEligibility(rules, 'FR', 'XA');
    expect(answer.blocked).toBeNull();
    expect(answer.services[0]).toMatchObject({ status: 'conditions', rules: [{ text: 'Proof of residence' }] });
  });
});

describe('parseCountryParam', () => {
  const codes = new Set(['NG', 'FR']);

  it('reads a known code in any case', () => {
    expect(parseCountryParam('ng', codes)).toEqual({ code: 'NG', unknown: null });
    expect(parseCountryParam(' FR ', codes)).toEqual({ code: 'FR', unknown: null });
  });

  it('treats a missing value as no choice, and an unknown one as a note to show', () => {
    expect(parseCountryParam(null, codes)).toEqual({ code: null, unknown: null });
    expect(parseCountryParam('', codes)).toEqual({ code: null, unknown: null });
    expect(parseCountryParam('ZZ', codes)).toEqual({ code: null, unknown: 'ZZ' });
    expect(parseCountryParam('<script>', codes).unknown).toBe('script');
  });
});

describe('exceptionsFor', () => {
  it('lists the groups that differ on a service', () => {
    expect(exceptionsFor(rules, 'bank').map(({ group }) => group.id)).toEqual(['blocked', 'bank-xb']);
  });
});
