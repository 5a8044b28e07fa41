import { useCallback, useEffect, useState } from 'react';

interface Queue {
  toolbar: string;
  /** Frames whose play has started, in the order they started. */
  started: string[];
  /** Frames in view whose play waits for the running one. */
  waiting: string[];
  running?: string;
}

/**
 * One play at a time on a Docs page (two at once take each other's focus), each as its frame comes
 * into view, so a story that counts up or fills a bar when seen does so before its reader. A change of
 * the toolbar (`toolbar`) starts every frame afresh.
 */
export function usePlayQueue(toolbar: string) {
  const [queue, setQueue] = useState<Queue>({ toolbar, started: [], waiting: [] });
  useEffect(() => setQueue({ toolbar, started: [], waiting: [] }), [toolbar]);
  const next = (state: Queue): Queue => {
    if (state.running || state.waiting.length === 0) return state;
    const [running, ...waiting] = state.waiting;
    return { ...state, running, waiting, started: [...state.started, running] };
  };
  const inView = useCallback((id: string) => setQueue((state) => (state.started.includes(id) || state.waiting.includes(id) ? state : next({ ...state, waiting: [...state.waiting, id] }))), []);
  const played = useCallback((id: string) => setQueue((state) => (state.running === id ? next({ ...state, running: undefined }) : state)), []);
  return { toolbar: queue.toolbar, isStarted: (id: string) => queue.toolbar === toolbar && queue.started.includes(id), inView, played };
}
