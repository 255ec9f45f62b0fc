'use client';

import { MAIN_REGION } from '@/config/behaviours';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useClientStrings } from './interface-strings.client';
import { reloadOnceForChunkError } from '@/lib/errors/chunk-reload';
import { errorChain } from '@/lib/errors/error-chain';
import { ErrorChain } from './ErrorChain';

/**
 * "This page crashed." with a "Try again" button and the error message chain; the page's title becomes
 * "Page Error". A failure to load the route's code reloads the page once instead (see chunk-reload).
 */
export function ErrorScreen({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  const strings = useClientStrings();
  const [reloading, setReloading] = useState(false);

  // Before the first paint: a reload shows nothing rather than a crash screen for a moment.
  useLayoutEffect(() => {
    if (reloadOnceForChunkError(error)) setReloading(true);
  }, [error]);

  useEffect(() => {
    const previous = document.title;
    document.title = strings.errors.pageTitle;
    return () => {
      // Try again: the page's own title comes back (a page navigated to has already set its own).
      if (document.title === strings.errors.pageTitle) document.title = previous;
    };
  }, [strings]);

  if (reloading) return null;
  return (
    <main {...MAIN_REGION} role="alert" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-3xl font-extrabold text-red-700 dark:text-red-400">{strings.errors.crashed}</h1>
      <button
        type="button"
        onClick={onTryAgain}
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {strings.errors.tryAgain}
      </button>
      <ErrorChain chain={errorChain(error)} className="mt-8" />
    </main>
  );
}
