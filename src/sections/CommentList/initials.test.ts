import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Priya Nair')).toBe('PN');
    expect(initials('Anna Maria  van der Berg')).toBe('AB');
  });

  it('copes with one name, extra spaces and nothing', () => {
    expect(initials('  marco ')).toBe('M');
    expect(initials('')).toBe('');
  });
});
