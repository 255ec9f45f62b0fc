'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { DEV_CONTENT_EVENTS_PATH } from '@/config/dev-server';

/**
 * On the development site: the open page shows each change of the docs once it is published, as Next's
 * own refresh does after a compile (scripts/dev-gate.ts says when; the page keeps its scroll and state).
 */
export function DevContentRefresh() {
  const router = useRouter();
  useEffect(() => {
    const events = new EventSource(DEV_CONTENT_EVENTS_PATH);
    events.onmessage = () => router.refresh();
    return () => events.close();
  }, [router]);
  return null;
}
