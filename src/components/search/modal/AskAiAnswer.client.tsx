'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import { shownSearchStrings } from '../search-strings';
import { answerFromDocs, type Quote } from '@/lib/search/passages';
import type { SearchClient, SearchRequest } from '@/lib/search/types';
import { QuoteList } from '../states/QuoteList';
import { SearchFailure } from '../states/SearchFailure';

type Answer = { status: 'loading' } | { status: 'done'; quotes: Quote[] } | { status: 'error' };

/** Ask AI without an assistant: the best passages of the docs for the question, plainly labelled as quotes. */
export function AskAiAnswer({
  question,
  client,
  base,
  follow,
}: {
  question: string;
  client: () => SearchClient;
  base: Pick<SearchRequest, 'indexName' | 'facetFilters'>;
  follow: (url: string, event?: MouseEvent['nativeEvent']) => boolean;
}) {
  const [answer, setAnswer] = useState<Answer>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!question) return;
    let current = true;
    setAnswer({ status: 'loading' });
    answerFromDocs(client(), base, question).then(
      (quotes) => current && setAnswer({ status: 'done', quotes }),
      () => current && setAnswer({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [question, client, base, attempt]);

  return (
    <section aria-labelledby="fdr-askai-heading" className="fdr-askai flex flex-col gap-3 px-4 py-4">
      <h2 id="fdr-askai-heading" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {shownSearchStrings().askAi.heading}
      </h2>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
        {shownSearchStrings().askAi.quotesNotice}
      </p>
      {!question ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{shownSearchStrings().askAi.prompt}</p>
      ) : (
        <>
          <p className="text-sm text-slate-900 dark:text-slate-100">
            <span className="text-slate-600 dark:text-slate-400">{shownSearchStrings().askAi.question}: </span>
            <q className="font-medium">{question}</q>
          </p>
          {answer.status === 'loading' && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {shownSearchStrings().askAi.searching}
            </p>
          )}
          {answer.status === 'error' && <SearchFailure onRetry={() => setAttempt((n) => n + 1)} />}
          {answer.status === 'done' &&
            (answer.quotes.length > 0 ? (
              <QuoteList quotes={answer.quotes} onFollow={(url, event) => follow(url, event.nativeEvent)} />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{shownSearchStrings().askAi.noQuotes}</p>
            ))}
        </>
      )}
    </section>
  );
}
