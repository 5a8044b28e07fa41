import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AvailabilityStatus } from './AvailabilityStatus';

afterEach(cleanup);

describe('AvailabilityStatus', () => {
  it('says its status in words; the icon beside them is hidden from screen readers', () => {
    for (const status of ['available', 'conditions', 'unavailable'] as const) {
      const { container, unmount } = render(<AvailabilityStatus status={status} label={`Status ${status}`} />);
      expect(container.textContent).toBe(`Status ${status}`);
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });

  it('draws a different icon for each status', () => {
    const icon = (status: 'available' | 'conditions' | 'unavailable') => {
      const { container, unmount } = render(<AvailabilityStatus status={status} label="Status" />);
      const path = container.querySelector('svg path')?.getAttribute('d');
      unmount();
      return path;
    };
    expect(new Set([icon('available'), icon('conditions'), icon('unavailable')]).size).toBe(3);
  });
});
