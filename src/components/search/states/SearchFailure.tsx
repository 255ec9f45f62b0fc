import { shownSearchStrings } from '../search-strings';

/** A search that could not be answered (network down, server error, index missing): says so and offers a retry. */
export function SearchFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="fdr-state fdr-state--error flex flex-col items-center gap-2 px-4 py-8 text-center">
      <p className="text-base font-semibold text-slate-900 dark:text-slate-100">{shownSearchStrings().errorTitle}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{shownSearchStrings().errorHelp}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 dark:border-slate-400 dark:text-slate-100 dark:hover:text-brand-300"
      >
        {shownSearchStrings().retry}
      </button>
    </div>
  );
}
