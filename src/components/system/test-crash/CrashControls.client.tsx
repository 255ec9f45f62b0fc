'use client';

import { useState } from 'react';
import { testCrash } from '@/config/strings/test-crash';
import { lazyPart } from '../lazy-part';

const LazyPart = lazyPart(() => import('./LazyPartContent.client'));

function Crash(): never {
  const { message, cause, rootCause } = testCrash.error;
  throw new Error(message, { cause: new TypeError(cause, { cause: new Error(rootCause) }) });
}

const button = 'rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';

/** Test-only controls: crash the page while rendering, or load a part of it lazily. */
export function CrashControls() {
  const [crashed, setCrashed] = useState(false);
  const [partShown, setPartShown] = useState(false);
  return (
    <div className="mt-8 space-y-6">
      <div className="flex gap-3">
        <button type="button" className={button} onClick={() => setCrashed(true)}>
          {testCrash.crash}
        </button>
        <button type="button" className={button} onClick={() => setPartShown(true)}>
          {testCrash.loadPart}
        </button>
      </div>
      {crashed && <Crash />}
      {partShown && <LazyPart />}
    </div>
  );
}
