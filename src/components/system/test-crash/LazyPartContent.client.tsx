'use client';

import { testCrash } from '@/config/strings/test-crash';

/** Test-only: the lazily loaded part of the crash test page, in a chunk of its own. */
export default function LazyPartContent() {
  return <p className="rounded-md bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200">{testCrash.partLoaded}</p>;
}
