import { describe, expect, it } from 'vitest';
import { countryComments, inquiryComments } from './contact';

describe('the inquiry comments a link fills in', () => {
  it('names the country of a known code from the country check', () => {
    expect(countryComments('NG')).toMatch(/^I live in Nigeria\./);
    expect(countryComments('ng')).toMatch(/^I live in Nigeria\./);
  });

  it('ignores a missing or unknown country', () => {
    expect(countryComments(null)).toBeUndefined();
    expect(countryComments('ZZ')).toBeUndefined();
    expect(countryComments('<b>')).toBeUndefined();
  });

  it('joins a plan and a country', () => {
    expect(inquiryComments('Custom', 'AE')).toBe("I'm interested in the Custom plan. I live in United Arab Emirates. Which of your services can I use from there, and which setup do you recommend?");
    expect(inquiryComments('Custom', null)).toBe("I'm interested in the Custom plan.");
    expect(inquiryComments(null, null)).toBeUndefined();
  });
});
