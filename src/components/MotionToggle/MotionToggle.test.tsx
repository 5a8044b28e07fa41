import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MotionToggle } from './MotionToggle';

afterEach(cleanup);

const labels = { pauseLabel: 'Pause carousel', playLabel: 'Play carousel' };

describe('MotionToggle', () => {
  it('is named for what a press does: pause while playing, play while paused', () => {
    const { rerender } = render(<MotionToggle playing onToggle={() => undefined} {...labels} />);
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeTruthy();
    rerender(<MotionToggle playing={false} onToggle={() => undefined} {...labels} />);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeTruthy();
  });

  it('hands the press to its carousel', () => {
    const onToggle = vi.fn();
    render(<MotionToggle playing onToggle={onToggle} {...labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
