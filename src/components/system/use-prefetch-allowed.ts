'use client';

import { useSyncExternalStore } from 'react';
import { prefetchAllowed, type ConnectionInfo } from '@/lib/prefetch/connection';

type Connection = ConnectionInfo & EventTarget;

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

/**
 * Whether links may be prefetched now: not on slow-2g or 2g, nor with data saver on. False while the
 * page hydrates, so nothing is prefetched before the connection was read.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchAllowed(connection()),
    () => false,
  );
}
