import { useContext } from 'react';
import { strings as english } from '@/config/strings/offline';
import { OfflineStrings } from '@/components/system/interface-strings.client';

/** Shown while a newer build's worker waits: reloading lets it take over. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const strings = useContext(OfflineStrings) ?? english;
  return (
    <div
      role="status"
      data-print-hidden
      className="fixed right-4 bottom-4 z-50 flex items-center gap-4 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
    >
      <span>{strings.offline.updateAvailable}</span>
      <button type="button" onClick={onReload} className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700">
        {strings.offline.reload}
      </button>
    </div>
  );
}
