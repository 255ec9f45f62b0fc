'use client';

import { strings as english } from '@/config/strings/offline';
import { useContext } from 'react';
import { OfflineStrings } from '@/components/system/interface-strings.client';
import { longDate } from '@/lib/long-date';
import { formatSize, percentDone } from '@/lib/offline/download';
import { UpdatePrompt } from './UpdatePrompt';
import { useOfflineManual } from './use-offline-manual';

const buttonClass =
  'rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-300';

/** The footer's offline control (loaded after the page is interactive) and the update prompt. */
export default function OfflinePanel({ docsDate }: { docsDate: string }) {
  const strings = useContext(OfflineStrings) ?? english;
  const { status, updateWaiting, download, applyUpdate, savingData } = useOfflineManual(docsDate);
  const shownDate = status.kind === 'available' ? longDate(status.docsDate, strings.offline.dateLocale) : null;
  return (
    <>
      {updateWaiting && <UpdatePrompt onReload={applyUpdate} />}
      <div role="region" aria-label={strings.offline.region} aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {status.kind === 'ready' && (
          <>
            <button type="button" className={buttonClass} onClick={() => void download()}>
              {strings.offline.makeAvailable}
              {status.bytes !== null && <span className="font-normal"> ({strings.offline.size(formatSize(status.bytes))})</span>}
            </button>
            {savingData && <span>{strings.offline.savingData}</span>}
          </>
        )}
        {status.kind === 'downloading' && (
          <>
            <progress className="h-2 w-40 accent-brand-600" aria-label={strings.offline.progressLabel} max={status.progress.total} value={status.progress.done} />
            <span>{strings.offline.downloading(percentDone(status.progress))}</span>
          </>
        )}
        {status.kind === 'available' && (
          <p>
            <strong className="font-semibold text-slate-800 dark:text-slate-200">{strings.offline.available}</strong>
            {shownDate && ` · ${strings.offline.docsOf(shownDate)}`}
          </p>
        )}
        {status.kind === 'failed' && (
          <>
            <span>{strings.offline.failed}</span>
            <button type="button" className={buttonClass} onClick={() => void download()}>
              {strings.offline.tryAgain}
            </button>
          </>
        )}
      </div>
    </>
  );
}
