import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteTheme } from '../../theme/theme';
import { Eyebrow } from './Eyebrow';

afterEach(cleanup);

const themed = (node: ReactNode) => render(<ThemeProvider theme={siteTheme()}>{node}</ThemeProvider>);

describe('Eyebrow', () => {
  it('is a paragraph unless told to be the heading or term it names', () => {
    themed(
      <>
        <Eyebrow>Our services</Eyebrow>
        <Eyebrow component="h3">Email</Eyebrow>
      </>,
    );
    expect(screen.getByText('Our services').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 3, name: 'Email' })).toBeTruthy();
  });

  it('takes the accent colour, and the light accent on a brand band', () => {
    themed(
      <>
        <Eyebrow>On the page</Eyebrow>
        <Eyebrow onBrand>On the band</Eyebrow>
      </>,
    );
    const onPage = getComputedStyle(screen.getByText('On the page')).color;
    const onBand = getComputedStyle(screen.getByText('On the band')).color;
    expect(onPage).not.toBe('');
    expect(onBand).not.toBe(onPage);
  });

  it('keeps the spacing it is given beside its colour', () => {
    themed(<Eyebrow sx={{ mb: 1 }}>Spaced</Eyebrow>);
    expect(getComputedStyle(screen.getByText('Spaced')).marginBottom).toBe('8px');
  });
});
