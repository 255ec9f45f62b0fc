/**
 * The search modal, loaded on first intent (never with a page): DocSearch's modal and styles, the
 * backend (hosted service or built-in index), and the panel that keeps failures and empty results on
 * screen, answers Ask AI from the docs when no assistant is configured, and links to the search page.
 */
import '@docsearch/css';
import './modal.css';
import type { DocSearchInstance, DocSearchProps } from '@docsearch/js';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { hostedSearch, searchFacetFilters, searchIndexName } from '@/config/search';
import { backendFor, localClient, qaMocksReady, warmLocalIndex } from '@/lib/search/client';
import { createOutcomeStore, observeSearches } from '@/lib/search/outcomes';
import { routerPath } from '@/lib/search/present';
import { withEscapedAttributes, withSafeHighlights } from '@/lib/search/safe-client';
import type { SearchClient } from '@/lib/search/types';
import { AskAiToggle } from './AskAiToggle.client';
import { docSearchOptions } from './docsearch-options';
import { keepSearchBoxFocus } from './keep-focus';
import { createModalState } from './modal-state';
import { ModalPanel } from './ModalPanel.client';

export interface SearchModal {
  open(): void;
  close(): void;
  isOpen(): boolean;
}

export interface OpenSearchOptions {
  /** Where focus goes back when the modal closes (the navbar button). */
  returnFocusTo: () => HTMLElement | null;
  /** Client-side navigation to a path of this site (without the base path). */
  navigate: (path: string) => void;
}

function whenModalAppears(container: HTMLElement): Promise<HTMLElement> {
  const find = () => container.querySelector<HTMLElement>('.DocSearch-Modal');
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const modal = find();
      if (!modal) return;
      observer.disconnect();
      resolve(modal);
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

export async function openSearch({ returnFocusTo, navigate }: OpenSearchOptions): Promise<SearchModal> {
  // The built-in index's terms load beside the modal's code; the first query waits for them, the modal does not.
  if (!hostedSearch) warmLocalIndex();
  const [, docsearch] = await Promise.all([
    qaMocksReady(),
    hostedSearch?.agentId ? import('@docsearch/js').then((m) => m.default) : import('@docsearch/js/docsearch').then((m) => m.default),
  ]);

  const portal = document.createElement('div');
  portal.className = 'fdr-search';
  portal.dataset.backend = hostedSearch ? 'hosted' : 'local';
  portal.dataset.assistant = hostedSearch?.agentId ? 'hosted' : 'quotes';
  const buttonHost = document.createElement('div');
  buttonHost.hidden = true;
  document.body.append(portal, buttonHost);

  const outcomes = createOutcomeStore();
  const state = createModalState();
  const base = { indexName: searchIndexName, facetFilters: searchFacetFilters };
  let backend: SearchClient = withSafeHighlights(localClient());
  const roots = new Set<Root>();
  let releaseFocus = () => {};
  const mount = (host: HTMLElement, element: React.ReactElement) => {
    const root = createRoot(host);
    root.render(element);
    roots.add(root);
  };

  const follow = (url: string, event?: MouseEvent) => {
    const path = routerPath(url);
    if (!path || (event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))) return false;
    event?.preventDefault();
    instance.close();
    navigate(path);
    return true;
  };

  const options = docSearchOptions({
    buttonHost,
    portal,
    outcomes,
    follow,
    searchClient: (hostedClient) => {
      backend = withSafeHighlights(backendFor(hostedClient));
      return observeSearches(withEscapedAttributes(backend), searchIndexName, outcomes);
    },
    mountAskAiToggle: (host) => {
      if (host.childElementCount === 0) mount(host, createElement(AskAiToggle, { state }));
    },
    onOpen: () => {
      void whenModalAppears(portal).then((modal) => {
        releaseFocus = keepSearchBoxFocus(modal);
        // Between the results and the footer (DocSearch's focus trap reaches it there).
        const host = document.createElement('div');
        host.className = 'fdr-modal-panel';
        modal.insertBefore(host, modal.querySelector('.DocSearch-Footer'));
        mount(host, createElement(ModalPanel, { modal, portal, outcomes, state, client: () => backend, base, follow }));
      });
    },
    onClose: () => {
      releaseFocus();
      for (const root of roots) root.unmount();
      roots.clear();
      state.setAskAi(false);
      returnFocusTo()?.focus();
    },
  });

  const instance = (docsearch as (props: DocSearchProps) => DocSearchInstance)(options);
  return {
    open: () => instance.open(),
    close: () => instance.close(),
    isOpen: () => instance.isOpen,
  };
}
