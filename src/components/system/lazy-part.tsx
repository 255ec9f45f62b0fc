import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LAZY_LOADER_DELAY_MS } from '@/config/behaviours';
import { strings } from '@/config/strings';
import { LoadErrorBoundary } from './LoadErrorBoundary.client';

/** Shows its children only once `delayMs` has passed: a fast load never flashes a placeholder. */
export function DelayedFallback({ delayMs = LAZY_LOADER_DELAY_MS, children }: { delayMs?: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? children : null;
}

interface LazyPartOptions {
  /** What shows while loading, after the delay. */
  loading?: ReactNode;
  delayMs?: number;
}

/**
 * For client components. A component loaded on first render from its own chunk: a placeholder after 200 ms, and if the load
 * fails, the error and a "Retry" button that imports it again.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: LazyPartOptions = {}) {
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A failed lazy() remembers its failure: each attempt gets a fresh one.
    const Part = useMemo(() => lazy(load), [attempt]);
    const placeholder = (
      <DelayedFallback delayMs={options.delayMs}>
        <p role="status" className="my-4 text-sm text-slate-600 dark:text-slate-400">
          {options.loading ?? strings.errors.loading}
        </p>
      </DelayedFallback>
    );
    return (
      <LoadErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={placeholder}>
          <Part {...props} />
        </Suspense>
      </LoadErrorBoundary>
    );
  }
  return LazyPart;
}
