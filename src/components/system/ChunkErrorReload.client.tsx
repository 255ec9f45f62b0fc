'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/errors/chunk-reload';

/**
 * Chunk load errors that no error boundary sees (a failed import in an event handler, a failed
 * prefetch) reload the page once to the target address, as the route error screens do.
 */
export function ChunkErrorReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnceForChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
