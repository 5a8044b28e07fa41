import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselDots } from './CarouselDots';

afterEach(cleanup);

describe('CarouselDots', () => {
  it('names a button per slide and marks the one in view', () => {
    render(<CarouselDots count={4} selected={1} onSelect={() => undefined} goToSlide={(n) => `Go to slide ${n}`} />);
    const dots = screen.getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3', 'Go to slide 4']);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null, null]);
  });

  it('asks for the zero-based slide of the dot pressed', () => {
    const onSelect = vi.fn();
    render(<CarouselDots count={3} selected={0} onSelect={onSelect} goToSlide={(n) => `Go to slide ${n}`} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
