'use client';

import { useEffect, useState } from 'react';
import { searchLimits } from '@/config/search';

/**
 * A polite status holding only the number of results, for screen readers: emptied when the query changes
 * and filled once the query has stood for a moment, so each query is announced once (a live region
 * around the results would read them all again at every key).
 */
export function ResultCountStatus({ query, text }: { query: string; text: string }) {
  const [shown, setShown] = useState('');
  useEffect(() => {
    setShown('');
    if (!text) return;
    const timer = setTimeout(() => setShown(text), searchLimits.announceAfterMs);
    return () => clearTimeout(timer);
  }, [query, text]);
  return (
    <p role="status" className="sr-only" data-result-count>
      {shown}
    </p>
  );
}
