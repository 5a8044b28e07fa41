import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoMotionToggle } from './AutoMotionToggle';
import { CarouselControls } from './CarouselControls';

afterEach(cleanup);

const labels = { previous: 'Previous slide', next: 'Next slide', pause: 'Pause carousel', play: 'Play carousel' };
const motion = (over: Partial<{ available: boolean; playing: boolean }> = {}) => ({
  available: true,
  playing: true,
  toggle: vi.fn(),
  toggleRef: createRef<HTMLButtonElement>(),
  ...over,
});

describe('CarouselControls', () => {
  it('steps back and on from its arrows, around where the visitor is', () => {
    const onStep = vi.fn();
    render(
      <CarouselControls labels={labels} onStep={onStep}>
        <p>2 / 3</p>
      </CarouselControls>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(onStep.mock.calls).toEqual([['next'], ['prev']]);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause carousel' })).toBeNull();
  });

  it('ends with pause/play for a carousel that moves on its own', () => {
    const moving = motion();
    render(
      <CarouselControls labels={labels} onStep={() => undefined} pausable={{ motion: moving, labels }}>
        <p>1 / 3</p>
      </CarouselControls>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(moving.toggle).toHaveBeenCalledTimes(1);
    expect(moving.toggleRef.current).toBe(screen.getByRole('button', { name: 'Pause carousel' }));
  });
});

describe('AutoMotionToggle', () => {
  it('offers play while paused, and nothing under reduced motion', () => {
    const { rerender } = render(<AutoMotionToggle motion={motion({ playing: false })} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeTruthy();
    rerender(<AutoMotionToggle motion={motion({ available: false })} labels={labels} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
