import { describe, expect, it, vi } from 'vitest';
import { attachToastHost, notify, subscribeToToastRequests, toastsRequested } from './notify';

describe('notify', () => {
  it('asks for the host once, keeps toasts until it mounts, then hands them over in order', () => {
    const listener = vi.fn();
    subscribeToToastRequests(listener);
    expect(toastsRequested()).toBe(false);

    notify('First', { variant: 'success' });
    notify('Second');
    expect(toastsRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const show = vi.fn();
    attachToastHost(show);
    expect(show.mock.calls).toEqual([
      ['First', { variant: 'success' }],
      ['Second', {}],
    ]);

    notify('Third', { variant: 'error' });
    expect(show).toHaveBeenLastCalledWith('Third', { variant: 'error' });
  });

  it('holds a toast while the host remounts', () => {
    const before = vi.fn();
    attachToastHost(before);
    attachToastHost(null);
    notify('Between');
    expect(before).not.toHaveBeenCalled();

    const after = vi.fn();
    attachToastHost(after);
    expect(after).toHaveBeenCalledWith('Between', {});
    attachToastHost(null);
  });
});
