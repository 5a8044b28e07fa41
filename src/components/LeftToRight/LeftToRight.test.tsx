import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeftToRight } from './LeftToRight';

afterEach(cleanup);

describe('LeftToRight', () => {
  it('isolates a number in right-to-left text and reads it left to right', () => {
    render(
      <p dir="rtl">
        الهاتف <LeftToRight>+1 (212) 555-0147</LeftToRight>
      </p>,
    );
    const number = screen.getByText('+1 (212) 555-0147');
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
  });
});
