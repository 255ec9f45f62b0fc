'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { DEV_CONTENT_EVENTS_PATH } from '@/config/dev-server';

/**
 * Refreshes the open page when the gate names a snapshot other than the one the page was rendered from:
 * at each publication, and on connecting (a snapshot published while the page loaded). The page keeps
 * its scroll and state, as after Next's own refresh.
 */
export function ContentRefresh({ shownVersion }: { shownVersion: string }) {
  const router = useRouter();
  const shown = useRef(shownVersion);
  useEffect(() => {
    shown.current = shownVersion;
  }, [shownVersion]);
  useEffect(() => {
    const events = new EventSource(DEV_CONTENT_EVENTS_PATH);
    events.onmessage = (event) => {
      if (event.data !== shown.current) router.refresh();
    };
    return () => events.close();
  }, [router]);
  return null;
}
