'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOWNLOAD_BATCH_SIZE, offlineManualFileOf, offlineStorageKey } from '@/config/offline';
import { shownVersion } from '@/lib/search/shown-version';
import { withBasePath } from '@/config/site';
import { buildsInCaches } from '@/lib/offline/cache-names';
import { downloadInBatches, type DownloadProgress } from '@/lib/offline/download';
import type { OfflineManual } from '@/lib/offline/manual-list';
import { holdsWholeManual, parseOfflineRecord, type OfflineRecord } from '@/lib/offline/offline-record';
import { prefetchAllowed, type ConnectionInfo } from '@/lib/prefetch/connection';
import { startWorker, type OfflineWorker } from './worker';

export type OfflineStatus =
  | { kind: 'starting' }
  | { kind: 'ready'; bytes: number | null }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'available'; docsDate: string }
  | { kind: 'failed' };

const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

function readRecord(): OfflineRecord | null {
  try {
    return parseOfflineRecord(localStorage.getItem(offlineStorageKey));
  } catch {
    return null;
  }
}

function writeRecord(record: OfflineRecord) {
  try {
    localStorage.setItem(offlineStorageKey, JSON.stringify(record));
  } catch {
    // Unremembered: the control offers the download again on the next visit.
  }
}

/** The list of the docs version being read (each version is downloaded on its own). */
async function fetchManual(): Promise<OfflineManual> {
  const file = offlineManualFileOf(shownVersion());
  const response = await fetch(withBasePath(`/${file}`), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return (await response.json()) as OfflineManual;
}

/**
 * The offline manual as the footer shows it: registers the worker, keeps each page the reader opens,
 * downloads the whole manual on request (and again for a new build when the reader chose to keep it and
 * the connection allows), and tells when a newer build waits for a reload.
 */
export function useOfflineManual(docsDate: string) {
  const [status, setStatus] = useState<OfflineStatus>({ kind: 'starting' });
  const [updateWaiting, setUpdateWaiting] = useState(false);
  const worker = useRef<OfflineWorker | null>(null);
  /** Pages already kept whole since the worker started (null until it has). */
  const kept = useRef<Set<string> | null>(null);
  const pathname = usePathname();

  const download = useCallback(async () => {
    const current = worker.current;
    if (!current) return;
    setStatus({ kind: 'downloading', progress: { done: 0, total: 1 } });
    try {
      const [manual, build] = await Promise.all([fetchManual(), current.activeBuild()]);
      if (manual.build !== build) {
        // A newer build is published: its worker must take over first (the update prompt says so).
        await current.checkForUpdate();
        setStatus({ kind: 'ready', bytes: manual.bytes });
        return;
      }
      await downloadInBatches(manual.urls, {
        batchSize: DOWNLOAD_BATCH_SIZE,
        cacheBatch: current.cacheUrls,
        onProgress: (progress) => setStatus({ kind: 'downloading', progress }),
      });
      writeRecord({ build, docsDate, keep: true, version: shownVersion().name });
      setStatus({ kind: 'available', docsDate });
    } catch {
      setStatus({ kind: 'failed' });
    }
  }, [docsDate]);

  useEffect(() => {
    let stopped = false;
    (async () => {
      worker.current = await startWorker({ onUpdateWaiting: () => setUpdateWaiting(true) });
      // A tab kept open and read through links makes no navigation that would look for a new build.
      void worker.current.checkForUpdate().catch(() => undefined);
      const build = await worker.current.activeBuild();
      if (stopped) return;
      const record = readRecord();
      if (record && holdsWholeManual(record, build, buildsInCaches(await caches.keys()), shownVersion().name)) {
        setStatus({ kind: 'available', docsDate: record.docsDate });
      } else if (record?.keep && prefetchAllowed(connection())) {
        void download();
      } else {
        setStatus({ kind: 'ready', bytes: await fetchManual().then((m) => m.bytes, () => null) });
      }
      kept.current = new Set([location.pathname]);
    })().catch(() => {
      // No worker (blocked, unsupported, private mode): the control stays hidden.
    });
    return () => {
      stopped = true;
    };
  }, [download]);

  // A page reached through a link came as data only: keep the page itself, for a reload offline.
  useEffect(() => {
    const seen = kept.current;
    if (!seen || seen.has(location.pathname) || !prefetchAllowed(connection())) return;
    seen.add(location.pathname);
    void worker.current?.cacheUrls([location.pathname]).catch(() => undefined);
  }, [pathname]);

  return { status, updateWaiting, download, applyUpdate: () => worker.current?.applyUpdate(), savingData: !prefetchAllowed(typeof navigator === 'undefined' ? null : connection()) };
}
