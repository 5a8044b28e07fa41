export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  variant?: ToastVariant;
}

/** Shows one toast; the mounted toast host hands it over. */
export type ShowToast = (message: string, options: NotifyOptions) => unknown;

// Kept out of every component: a toast can be asked for from anywhere, and notistack is not loaded
// until the first one is, so this module must not import it.
let show: ShowToast | null = null;
let requested = false;
const waiting: Array<[string, NotifyOptions]> = [];
const listeners = new Set<() => void>();

/**
 * Shows a toast. The first call loads the toast host (and notistack); a toast asked for before the
 * host has mounted waits for it rather than being lost.
 */
export function notify(message: string, options: NotifyOptions = {}): void {
  if (show) {
    show(message, options);
    return;
  }
  waiting.push([message, options]);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/**
 * The host calls this once mounted, and with `null` when it unmounts (a route that forces a colour
 * scheme remounts the providers); notistack drops a toast sent to a provider that is not mounted.
 */
export function attachToastHost(next: ShowToast | null): void {
  show = next;
  if (next) for (const [message, options] of waiting.splice(0)) next(message, options);
}

/** Whether any toast has been asked for yet: the slot renders nothing until then. */
export const toastsRequested = (): boolean => requested;

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets every toast asked for, as a fresh page would. Storybook shows one story after another in
 * the same page (and its test run shares one page between story files): a toast one story asked for
 * must not show up in the next.
 */
export function forgetToasts(): void {
  show = null;
  requested = false;
  waiting.length = 0;
}
