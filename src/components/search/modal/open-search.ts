/**
 * The search modal, loaded on first intent (never with a page): DocSearch's modal and styles, the
 * backend (hosted service or built-in index), and the panel that keeps failures and empty results on
 * screen, answers Ask AI from the docs when no assistant is configured, and links to the search page.
 * DocSearch is driven through its public options only (see docsearch-options.ts).
 */
import '@docsearch/css';
import './modal.css';
import { createElement, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { hostedSearch, searchFacetFilters, searchIndexName } from '@/config/search';
import { loadSearchStrings, shownSearchStrings } from '../search-strings';
import { backendFor, localClient, qaMocksReady, warmLocalIndex } from '@/lib/search/client';
import { createOutcomeStore, observeSearches } from '@/lib/search/outcomes';
import { routerPath } from '@/lib/search/present';
import { withSafeHighlights } from '@/lib/search/safe-client';
import { requestsOf, type SearchClient } from '@/lib/search/types';
import { AskAiToggle } from './AskAiToggle.client';
import { docSearchOptions } from './docsearch-options';
import { keepSearchBoxFocus } from './keep-focus';
import type { CreateDocSearch } from './load-docsearch';
import { createModalState } from './modal-state';
import { ModalPanel } from './ModalPanel.client';
import { createSearchDialog } from './search-dialog';

export interface SearchModal {
  /** Opens the modal, searching for `query` when one is given (letters typed before it could open). */
  open(query?: string): void;
  close(): void;
  isOpen(): boolean;
  /** The modal's search box is on screen (DocSearch renders it after open). */
  showsSearchBox(): boolean;
}

export interface OpenSearchOptions {
  /** Where focus goes back when the modal closes, when what opened it is gone (the navbar button). */
  returnFocusTo: () => HTMLElement | null;
  /** Client-side navigation to a path of this site (without the base path). */
  navigate: (path: string) => void;
  /** DocSearch's code, loading beside this module's (load-docsearch.ts). */
  docsearch: Promise<CreateDocSearch>;
}

export async function openSearch({ returnFocusTo, navigate, docsearch }: OpenSearchOptions): Promise<SearchModal> {
  // The built-in index's terms load beside the modal's code; the first query waits for them, the modal does not.
  if (!hostedSearch) warmLocalIndex();
  const [, create] = await Promise.all([qaMocksReady(), docsearch, loadSearchStrings()]);

  const dialog = createSearchDialog(shownSearchStrings().dialogLabel, () => instance.close());
  const portal = dialog.element;
  portal.dataset.backend = hostedSearch ? 'hosted' : 'local';
  portal.dataset.assistant = hostedSearch?.agentId ? 'hosted' : 'quotes';
  const buttonHost = document.createElement('div');
  buttonHost.hidden = true;
  document.body.append(portal, buttonHost);

  const outcomes = createOutcomeStore();
  const state = createModalState();
  const base = { indexName: searchIndexName, facetFilters: searchFacetFilters };
  let backend: SearchClient = withSafeHighlights(localClient());
  const roots = new Map<HTMLElement, Root>();
  const unmountAll = () => {
    for (const root of roots.values()) root.unmount();
    roots.clear();
  };

  const follow = (url: string, event?: MouseEvent) => {
    const path = routerPath(url);
    if (!path || (event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))) return false;
    event?.preventDefault();
    instance.close();
    navigate(path);
    return true;
  };

  /**
   * DocSearch takes a query only when its modal opens (`initialQuery`): to search for a suggestion, to
   * retry, or to switch the search box between keywords and questions, the modal is made anew.
   */
  const leaveAskAi = (query: string) => {
    state.setAskAi(false);
    openWith(query);
  };
  const openWith = (query: string) => {
    state.type(query);
    unmountAll();
    instance.destroy();
    instance = create(optionsFor(query));
    fresh = false;
    dialog.show();
    instance.open();
  };
  // A modal made for a query or for questions would open with them again: the next one starts empty.
  // Decided when it opens, not when it closes: DocSearch reports itself closed only after its next render.
  let fresh = true;
  const open = () => {
    if (!fresh && !instance.isOpen) {
      instance.destroy();
      instance = create(optionsFor(''));
      fresh = true;
    }
    dialog.show();
    instance.open();
  };

  const mountFooter = (host: HTMLElement) => {
    dialog.adopt(host);
    if (roots.has(host)) return;
    const root = createRoot(host);
    const panel = createElement(ModalPanel, { portal, outcomes, state, client: () => backend, base, follow, searchFor: openWith });
    const toggle = hostedSearch?.agentId ? null : createElement(AskAiToggle, { state, onSwitch: () => openWith(state.get().query) });
    root.render(createElement(Fragment, null, panel, toggle));
    roots.set(host, root);
  };

  const optionsFor = (initialQuery: string) =>
    docSearchOptions({
      buttonHost,
      portal,
      outcomes,
      follow,
      initialQuery,
      asking: state.get().askAi,
      searchClient: (hostedClient) => {
        backend = withSafeHighlights(backendFor(hostedClient));
        const observed = observeSearches(backend, searchIndexName, outcomes, shownSearchStrings().suggestedQueries);
        return {
          ...observed,
          search(params) {
            // A keyword search means the hosted assistant's screen was left.
            if (requestsOf(params).some((r) => r.indexName === searchIndexName && r.query)) state.setHostedAskAi(false);
            return observed.search(params);
          },
        };
      },
      mountFooter,
      onHostedAskAi: () => state.setHostedAskAi(true),
      // DocSearch tells of a close after its next render: a modal opened again quickly (Escape, then
      // Ctrl+K) hears of the close after it was reopened, and is shown again here.
      onOpen: () => dialog.show(),
      onClose: () => {
        unmountAll();
        state.reset();
        dialog.hide(returnFocusTo());
      },
    });

  let instance = create(optionsFor(''));

  keepSearchBoxFocus(portal);

  // Two things DocSearch has no option for: what the reader types (DocSearch searches it but does not
  // say, and an emptied box sends no search), and Enter and Escape while the box takes Ask AI questions.
  // Both are read from ordinary DOM events: typing in the element the modal is rendered into, keys in
  // the whole document, before DocSearch's own Escape (which closes the modal) hears them.
  portal.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement) state.type(event.target.value);
  });
  portal.ownerDocument.addEventListener(
    'keydown',
    (event) => {
      if (!state.get().askAi) return;
      const box = event.target instanceof HTMLInputElement && portal.contains(event.target) ? event.target : null;
      // Escape leaves Ask AI wherever the focus is (on a quote's link, on the button just clicked, or
      // nowhere while the modal is made anew), keeping the question in the box; Enter asks only from the box.
      if (event.key !== 'Escape' && !(event.key === 'Enter' && box)) return;
      event.preventDefault();
      event.stopPropagation();
      if (box && event.key === 'Enter') return state.ask(box.value);
      leaveAskAi(portal.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? state.get().query);
    },
    true,
  );

  return {
    open: (query = '') => (query ? openWith(query) : open()),
    close: () => instance.close(),
    isOpen: () => instance.isOpen,
    showsSearchBox: () => portal.querySelector('.DocSearch-Input') !== null,
  };
}
