import type { ReactNode } from 'react';
import { shownSearchStrings } from '../search-strings';

/** No hit for the query: the query (as text), and suggestions that do return results. */
export function NoResults({ query, suggestions, suggestion }: { query: string; suggestions: string[]; suggestion: (q: string) => ReactNode }) {
  return (
    <div className="fdr-state fdr-state--empty flex flex-col items-center gap-2 px-4 py-8 text-center">
      <p className="text-base text-slate-900 dark:text-slate-100">
        {shownSearchStrings().noResults} &ldquo;<strong className="break-all">{query}</strong>&rdquo;
      </p>
      {suggestions.length > 0 && (
        <div className="text-sm text-slate-600 dark:text-slate-400">
          <p>{shownSearchStrings().trySearching}:</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {suggestions.map((q) => (
              <li key={q}>{suggestion(q)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export const suggestionClass =
  'inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-brand-700 hover:border-brand-600 dark:border-slate-600 dark:text-brand-300';
