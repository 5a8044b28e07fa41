import { ThemeProvider, createTheme } from '@mui/material/styles';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCarouselDirection } from './carouselDirection';

const inDirection = (direction: 'ltr' | 'rtl') =>
  renderHook(() => useCarouselDirection(), {
    wrapper: ({ children }: { children: ReactNode }) => <ThemeProvider theme={createTheme({ direction })}>{children}</ThemeProvider>,
  }).result.current;

describe('a carousel read right to left', () => {
  it('moves its slides the Arabic way and takes the left arrow key as "next"', () => {
    const rtl = inDirection('rtl');
    expect(rtl.direction).toBe('rtl');
    expect(rtl.stepOf('ArrowLeft')).toBe('next');
    expect(rtl.stepOf('ArrowRight')).toBe('prev');
  });

  it('keeps the right arrow key as "next" left to right, and ignores other keys', () => {
    const ltr = inDirection('ltr');
    expect(ltr.direction).toBe('ltr');
    expect(ltr.stepOf('ArrowRight')).toBe('next');
    expect(ltr.stepOf('ArrowLeft')).toBe('prev');
    expect(ltr.stepOf('Enter')).toBeNull();
  });
});
