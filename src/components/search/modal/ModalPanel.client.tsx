'use client';

import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { searchStrings } from '@/config/search';
import type { OutcomeStore } from '@/lib/search/outcomes';
import type { SearchClient, SearchRequest } from '@/lib/search/types';
import { NoResults, suggestionClass } from '../states/NoResults';
import { PartialMatchNote } from '../states/PartialMatchNote';
import { SearchFailure } from '../states/SearchFailure';
import { AskAiAnswer } from './AskAiAnswer.client';
import type { ModalState } from './modal-state';

export interface ModalPanelProps {
  /** DocSearch's `.DocSearch-Modal` element. */
  modal: HTMLElement;
  /** The element DocSearch renders into; `data-panel` on it lets the stylesheet hide what the panel replaces. */
  portal: HTMLElement;
  outcomes: OutcomeStore;
  state: ModalState;
  client: () => SearchClient;
  base: Pick<SearchRequest, 'indexName' | 'facetFilters'>;
  follow: (url: string, event?: MouseEvent['nativeEvent']) => boolean;
}

const inputOf = (modal: HTMLElement) => modal.querySelector<HTMLInputElement>('.DocSearch-Input');

/** Sets the search box's text the way typing does, so DocSearch searches it. */
function searchFor(modal: HTMLElement, query: string) {
  const input = inputOf(modal);
  if (!input) return;
  input.value = query;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

function readView(modal: HTMLElement) {
  return { text: inputOf(modal)?.value ?? '', nativeAskAi: modal.querySelector('.DocSearch-AskAi-Return') !== null };
}

/**
 * What DocSearch shows: the text in its search box, and whether its own Ask AI screen (the hosted
 * assistant's) is open. Read on every input and on every change DocSearch makes to the modal.
 */
function useDocSearchView(modal: HTMLElement): { text: string; nativeAskAi: boolean } {
  const [view, setView] = useState(() => readView(modal));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = readView(modal);
        setView((prev) => (prev.text === next.text && prev.nativeAskAi === next.nativeAskAi ? prev : next));
      });
    };
    const observer = new MutationObserver(update);
    observer.observe(modal, { childList: true, subtree: true });
    modal.addEventListener('input', update);
    update();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      modal.removeEventListener('input', update);
    };
  }, [modal]);
  return view;
}

/**
 * What DocSearch alone gets wrong or lacks: a failed search stays on screen as a failure (DocSearch
 * turns it into "no results" a moment later), no results come with suggestions that work, and Ask AI
 * without an assistant quotes the docs.
 */
export function ModalPanel({ modal, portal, outcomes, state, client, base, follow }: ModalPanelProps) {
  const { askAi, question } = useSyncExternalStore(state.subscribe, state.get, state.get);
  const view = useDocSearchView(modal);
  const query = view.text.trim();
  const outcome = useSyncExternalStore(outcomes.subscribe, () => outcomes.get(query), () => undefined);
  const failedOrEmpty = query && (outcome?.status === 'error' || outcome?.status === 'empty') ? outcome.status : 'none';
  // The hosted assistant's own Ask AI screen owns the modal while it is open.
  const panel = askAi ? 'askai' : view.nativeAskAi ? 'none' : failedOrEmpty;

  useEffect(() => {
    portal.dataset.panel = panel;
    return () => {
      delete portal.dataset.panel;
    };
  }, [portal, panel]);

  // In Ask AI mode the search box takes questions: Enter asks, Escape goes back to keyword search.
  useEffect(() => {
    if (!askAi) return;
    const input = inputOf(modal);
    const placeholder = input?.placeholder ?? '';
    if (input) {
      input.placeholder = searchStrings.askAi.placeholder;
      input.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === inputOf(modal)) {
        event.preventDefault();
        event.stopPropagation();
        state.ask(inputOf(modal)?.value ?? '');
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        state.setAskAi(false);
        inputOf(modal)?.focus();
      }
    };
    modal.addEventListener('keydown', onKeyDown, true);
    return () => {
      modal.removeEventListener('keydown', onKeyDown, true);
      if (input) input.placeholder = placeholder;
    };
  }, [askAi, modal, state]);

  if (panel === 'askai') return <AskAiAnswer question={question} client={client} base={base} follow={follow} />;
  if (panel === 'error') return <SearchFailure onRetry={() => searchFor(modal, query)} />;
  if (panel === 'empty' && outcome?.status === 'empty') {
    return (
      <NoResults
        query={query}
        suggestions={outcome.suggestions}
        suggestion={(q) => (
          <button type="button" className={suggestionClass} onClick={() => searchFor(modal, q)}>
            {q}
          </button>
        )}
      />
    );
  }
  if (outcome?.status === 'results' && outcome.partial) return <PartialMatchNote />;
  return null;
}
