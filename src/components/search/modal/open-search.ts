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
import { hostedSearch, searchFacetFilters, searchIndexName, searchLimits, searchStrings } from '@/config/search';
import { BASE_PATH } from '@/config/site';
import { backendFor, localClient, qaMocksReady } from '@/lib/search/client';
import { createOutcomeStore, observeSearches } from '@/lib/search/outcomes';
import { withSafeHighlights } from '@/lib/search/safe-client';
import type { SearchClient } from '@/lib/search/types';
import { searchPageHref } from '@/lib/search/url';
import { AskAiToggle } from './AskAiToggle.client';
import { createModalState, type ModalState } from './modal-state';
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

/** `/FusionDR/docs/x/#a` -> `/docs/x/#a` for the router; other addresses are left to the browser. */
function routerPath(url: string): string | null {
  return url.startsWith(`${BASE_PATH}/`) ? url.slice(BASE_PATH.length) : null;
}

function whenModalAppears(container: HTMLElement): Promise<HTMLElement> {
  const find = () => container.querySelector<HTMLElement>('.DocSearch-Modal');
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const modal = find();
      if (modal) {
        observer.disconnect();
        resolve(modal);
      }
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

export async function openSearch({ returnFocusTo, navigate }: OpenSearchOptions): Promise<SearchModal> {
  const withAssistant = Boolean(hostedSearch?.agentId);
  // The built-in index loads beside the modal's code; the first query waits for it, the modal does not.
  if (!hostedSearch) void localClient().ready().catch(() => undefined);
  const [, docsearch] = await Promise.all([
    qaMocksReady(),
    withAssistant ? import('@docsearch/js').then((m) => m.default) : import('@docsearch/js/docsearch').then((m) => m.default),
  ]);

  const portal = document.createElement('div');
  portal.className = 'fdr-search';
  portal.dataset.backend = hostedSearch ? 'hosted' : 'local';
  portal.dataset.assistant = withAssistant ? 'hosted' : 'quotes';
  const buttonHost = document.createElement('div');
  buttonHost.hidden = true;
  document.body.append(portal, buttonHost);

  const outcomes = createOutcomeStore();
  const state: ModalState = createModalState();
  let backend: SearchClient = withSafeHighlights(localClient());
  let panelRoot: Root | null = null;
  let toggleRoot: Root | null = null;

  const follow = (url: string, event?: MouseEvent) => {
    const path = routerPath(url);
    if (!path || (event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))) return false;
    event?.preventDefault();
    instance.close();
    navigate(path);
    return true;
  };

  const props = {
    container: buttonHost,
    appId: hostedSearch?.appId ?? 'local',
    apiKey: hostedSearch?.apiKey ?? 'local',
    indices: [
      {
        name: searchIndexName,
        searchParameters: {
          facetFilters: searchFacetFilters,
          hitsPerPage: searchLimits.modalHitsPerPage,
          attributesToSnippet: [`content:${searchLimits.modalSnippetWords}`],
        },
      },
    ],
    placeholder: searchStrings.placeholder,
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    portalContainer: portal,
    disableUserPersonalization: false,
    translations: {
      button: { buttonText: searchStrings.button, buttonAriaLabel: searchStrings.button },
      modal: {
        searchBox: { placeholderText: searchStrings.placeholder },
        errorScreen: { titleText: searchStrings.errorTitle, helpText: searchStrings.errorHelp },
        noResultsScreen: { noResultsText: searchStrings.noResults, suggestedQueryText: searchStrings.trySearching },
      },
    },
    transformSearchClient: (hostedClient: SearchClient) => {
      backend = withSafeHighlights(backendFor(hostedClient));
      return observeSearches(backend, searchIndexName, outcomes);
    },
    navigator: {
      navigate: ({ itemUrl }: { itemUrl: string }) => {
        if (!follow(itemUrl)) window.location.assign(itemUrl);
      },
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
    },
    hitComponent: ({ hit, children }: { hit: { url: string }; children: unknown }, { html }: { html: (s: TemplateStringsArray, ...v: unknown[]) => unknown }) =>
      html`<a href=${hit.url} onClick=${(event: MouseEvent) => follow(hit.url, event)}>${children}</a>`,
    resultsFooterComponent: ({ state: ds }: { state: { query: string } }, { html }: { html: (s: TemplateStringsArray, ...v: unknown[]) => unknown }) => {
      const outcome = outcomes.get(ds.query);
      if (outcome?.status !== 'results' || outcome.nbHits <= 0) return null;
      const href = searchPageHref(ds.query);
      return html`<a class="fdr-see-all" href=${href} onClick=${(event: MouseEvent) => follow(href, event)}>${searchStrings.seeAll(outcome.nbHits)}</a>`;
    },
    ...(withAssistant && hostedSearch?.agentId
      ? {
          askAi: {
            agentId: hostedSearch.agentId,
            searchParameters: { [searchIndexName]: { facetFilters: searchFacetFilters } },
          },
        }
      : {
          footerAction: (_: never, { html }: { html: (s: TemplateStringsArray, ...v: unknown[]) => unknown }) =>
            html`<span class="fdr-askai-toggle-host" ref=${(el: HTMLElement | null) => {
              if (!el || el.childElementCount > 0) return;
              toggleRoot?.unmount();
              toggleRoot = createRoot(el);
              toggleRoot.render(createElement(AskAiToggle, { state }));
            }}></span>`,
        }),
    onOpen: () => {
      void whenModalAppears(portal).then((modalEl) => {
        const host = document.createElement('div');
        host.className = 'fdr-modal-panel';
        modalEl.insertBefore(host, modalEl.querySelector('.DocSearch-Footer'));
        panelRoot = createRoot(host);
        panelRoot.render(
          createElement(ModalPanel, {
            modal: modalEl,
            portal,
            outcomes,
            state,
            client: () => backend,
            base: { indexName: searchIndexName, facetFilters: searchFacetFilters },
            follow,
          }),
        );
      });
    },
    onClose: () => {
      panelRoot?.unmount();
      toggleRoot?.unmount();
      panelRoot = null;
      toggleRoot = null;
      state.setAskAi(false);
      returnFocusTo()?.focus();
    },
  } as unknown as DocSearchProps;

  const instance = (docsearch as (p: DocSearchProps) => DocSearchInstance)(props);
  return {
    open: () => instance.open(),
    close: () => instance.close(),
    isOpen: () => instance.isOpen,
  };
}
