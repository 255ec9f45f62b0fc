'use client';

import { useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import type { OutcomeStore } from '@/lib/search/outcomes';
import type { SearchClient, SearchRequest } from '@/lib/search/types';
import { NoResults, suggestionClass } from '../states/NoResults';
import { PartialMatchNote } from '../states/PartialMatchNote';
import { ResultCountStatus } from '../states/ResultCountStatus';
import { SearchFailure } from '../states/SearchFailure';
import { shownSearchStrings } from '../search-strings';
import { AskAiAnswer } from './AskAiAnswer.client';
import { modalPanel } from '@/lib/search/modal-panel';
import type { ModalState } from './modal-state';

export interface ModalPanelProps {
  /** The element DocSearch renders into; `data-panel` on it lets the stylesheet make room for the panel. */
  portal: HTMLElement;
  outcomes: OutcomeStore;
  state: ModalState;
  client: () => SearchClient;
  base: Pick<SearchRequest, 'indexName' | 'facetFilters'>;
  follow: (url: string, event?: MouseEvent['nativeEvent']) => boolean;
  /** Searches `query` in the modal, as if the reader had typed it. */
  searchFor: (query: string) => void;
}

/**
 * What DocSearch alone gets wrong or lacks, rendered through its footer slot: a failed search stays
 * on screen as a failure, no results come with suggestions that work, results that answer only some
 * of the words say so, and Ask AI without an assistant quotes the docs.
 */
export function ModalPanel({ portal, outcomes, state, client, base, follow, searchFor }: ModalPanelProps) {
  const snapshot = useSyncExternalStore(state.subscribe, state.get, state.get);
  const query = snapshot.query.trim();
  const outcome = useSyncExternalStore(outcomes.subscribe, () => outcomes.get(query), () => undefined);
  const panel = modalPanel(snapshot, outcome);

  useEffect(() => {
    portal.dataset.panel = panel;
    return () => {
      delete portal.dataset.panel;
    };
  }, [portal, panel]);

  const count = outcome?.status === 'results' ? shownSearchStrings().resultCount(outcome.nbHits) : outcome?.status === 'empty' ? shownSearchStrings().resultCount(0) : '';
  const status = <ResultCountStatus query={query} text={snapshot.askAi || snapshot.hostedAskAi ? '' : count} />;
  // The status stays in place whatever the panel shows: a live region is announced when its text changes.
  return (
    <>
      {status}
      {panel !== 'none' && (
        <div className="fdr-modal-panel" data-kind={panel}>
          {panel === 'askai' && <AskAiAnswer question={snapshot.question} client={client} base={base} follow={follow} />}
          {panel === 'error' && <SearchFailure onRetry={() => searchFor(query)} />}
          {panel === 'empty' && outcome?.status === 'empty' && (
            <NoResults
              query={query}
              suggestions={outcome.suggestions}
              suggestion={(q) => (
                <button type="button" className={suggestionClass} onClick={() => searchFor(q)}>
                  {q}
                </button>
              )}
            />
          )}
          {panel === 'partial' && <PartialMatchNote />}
        </div>
      )}
    </>
  );
}
