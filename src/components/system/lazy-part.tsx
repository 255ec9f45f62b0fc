import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LAZY_LOADER_DELAY_MS } from '@/config/behaviours';
import { strings } from '@/config/strings/client';
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

type Loaded<P> = { default: ComponentType<P> };

/**
 * For client components. A component loaded on first render from its own chunk: a loading text only
 * if it takes longer than 200 ms (react-loadable semantics; React's Suspense would hold even a fast
 * load back), and if the load fails, the error and a "Retry" button that imports it again.
 */
export function lazyPart<P extends object>(load: () => Promise<Loaded<P>>, options: LazyPartOptions = {}) {
  let loaded: ComponentType<P> | null = null;

  function Loader({ props }: { props: P }) {
    const [state, setState] = useState<{ Part: ComponentType<P> | null; error?: unknown }>({ Part: loaded });
    useEffect(() => {
      if (state.Part) return;
      let current = true;
      load().then(
        (module) => {
          loaded = module.default;
          if (current) setState({ Part: module.default });
        },
        (error: unknown) => current && setState({ Part: null, error: error ?? new Error(strings.errors.loadFailed) }),
      );
      return () => {
        current = false;
      };
    }, [state.Part]);
    // Thrown while rendering, so the error boundary around shows the error and "Retry".
    if (state.error !== undefined) throw state.error;
    if (state.Part) return <state.Part {...props} />;
    return (
      <DelayedFallback delayMs={options.delayMs}>
        <p role="status" className="my-4 text-sm text-slate-600 dark:text-slate-400">
          {options.loading ?? strings.errors.loading}
        </p>
      </DelayedFallback>
    );
  }

  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    return (
      <LoadErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Loader key={attempt} props={props} />
      </LoadErrorBoundary>
    );
  }
  return LazyPart;
}
