import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../platform';
import { attachToastHost, subscribeToToastRequests, toastsRequested } from '../../platform/notify';

// notistack is only needed once a form is sent, so it stays out of the script every page loads.
const LazyToastHost = lazyComponent(() => import('../../sections/ToastHost').then((module) => module.ToastHost));

/** Where toasts appear. Renders nothing, and loads nothing, until the first `notify`. */
export function ToastSlot({ closeLabel }: { closeLabel: string }) {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastHost closeLabel={closeLabel} onReady={attachToastHost} />
    </Suspense>
  );
}
