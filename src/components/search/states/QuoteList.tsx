import type { MouseEvent } from 'react';
import { shownSearchStrings } from '../search-strings';
import type { Quote } from '@/lib/search/passages';

/** Passages quoted word for word from the docs, each with a link to its section. */
export function QuoteList({ quotes, onFollow }: { quotes: Quote[]; onFollow?: (url: string, event: MouseEvent) => void }) {
  return (
    <section aria-label={shownSearchStrings().askAi.quotesLabel} className="fdr-quotes">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {shownSearchStrings().askAi.quotesLabel}
      </h3>
      <ol className="flex flex-col gap-3 [&_mark]:rounded-sm [&_mark]:bg-brand-100 [&_mark]:px-0.5 [&_mark]:text-inherit dark:[&_mark]:bg-brand-700/60">
        {quotes.map((quote) => (
          <li key={quote.url}>
            <figure className="rounded-md border-l-4 border-brand-600 bg-slate-50 px-3 py-2 dark:border-brand-400 dark:bg-slate-800/60">
              {/* Escaped by quoteOf: the passage's text with the question's words in <mark>. */}
              <blockquote className="fdr-quote text-sm text-slate-800 dark:text-slate-200" dangerouslySetInnerHTML={{ __html: `“${quote.html}”` }} />
              <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {shownSearchStrings().askAi.source}{' '}
                <a
                  href={quote.url}
                  onClick={onFollow ? (event) => onFollow(quote.url, event) : undefined}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {quote.source.join(' › ')}
                </a>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}
