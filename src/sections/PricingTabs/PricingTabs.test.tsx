import { describe, expect, it } from 'vitest';
import { planHref } from './planHref';
import { resolveTabId } from './selectedTab';

const links = { contactPath: '/contact-us', portalUrl: 'https://portal.example/sign-in' };

describe('planHref', () => {
  it('sends a plan with a payment link to its payment page', () => {
    expect(planHref({ name: 'Grow', action: { kind: 'payment', url: 'https://pay.example/grow' } }, links)).toBe('https://pay.example/grow');
  });

  it('sends formation plans to the portal sign-in page', () => {
    expect(planHref({ name: 'LLC', action: { kind: 'portal' } }, links)).toBe('https://portal.example/sign-in');
  });

  it('sends an on-request plan to the contact form with the plan name encoded', () => {
    expect(planHref({ name: 'Custom', action: { kind: 'contact' } }, links)).toBe('/contact-us?plan=Custom');
    expect(planHref({ name: 'Pro & Team', action: { kind: 'contact' } }, links)).toBe('/contact-us?plan=Pro%20%26%20Team');
  });
});

describe('resolveTabId', () => {
  const ids = ['incorporations', 'mailbox', 'phone', 'banking'] as const;

  it('picks the tab named in the URL', () => {
    expect(resolveTabId(ids, 'banking')).toBe('banking');
  });

  it('falls back to the first tab when the value is missing or unknown', () => {
    expect(resolveTabId(ids, null)).toBe('incorporations');
    expect(resolveTabId(ids, 'nope')).toBe('incorporations');
    expect(resolveTabId(ids, 'Banking')).toBe('incorporations');
  });
});
