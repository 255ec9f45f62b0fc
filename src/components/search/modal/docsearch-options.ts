/**
 * What the DocSearch modal is given, through its public options only: the index and its filters, the
 * spec's texts, our search client, links that navigate within the site, the "See all N results" link,
 * and the footer slot where the modal's own panel (and, without a hosted assistant, the Ask AI
 * toggle) is rendered.
 */
import type { DocSearchProps as AssistantProps } from '@docsearch/js';
import type { DocSearchProps as ModalProps } from '@docsearch/js/docsearch';
import { facetFiltersOf, hostedSearch, keywordSearchParameters, searchIndexName, searchLimits } from '@/config/search';
import { shownDocSearchWords, shownSearchStrings } from '../search-strings';
import { shownManual } from '@/lib/search/shown-version';
import { fromAlgolia } from '@/lib/search/algolia-client';
import type { OutcomeStore } from '@/lib/search/outcomes';
import type { SearchClient } from '@/lib/search/types';
import { searchPageHref } from '@/lib/search/url';

/** The modal alone (`@docsearch/js/docsearch`), or with the hosted Ask AI assistant (`@docsearch/js`). */
export type DocSearchOptions = ModalProps | AssistantProps;

export interface ModalOptions {
  /** Where DocSearch renders its own button (kept hidden: the navbar has ours). */
  buttonHost: HTMLElement;
  /** Where DocSearch renders the modal. */
  portal: HTMLElement;
  outcomes: OutcomeStore;
  /** Wraps the client DocSearch made (used with the hosted service) into the one the modal searches with. */
  searchClient: (hostedClient: SearchClient) => SearchClient;
  /** Follows a link of the site without reloading the page; false when the browser should. */
  follow: (url: string, event?: MouseEvent) => boolean;
  /** Renders the modal's panel (and the Ask AI toggle) into the footer slot's element. */
  mountFooter: (host: HTMLElement) => void;
  /** The query the modal opens with (DocSearch takes one only when it opens). */
  initialQuery: string;
  /** The search box takes questions (Ask AI quoting the docs): its placeholder says so. */
  asking: boolean;
  /** The hosted assistant's Ask AI screen is about to open. */
  onHostedAskAi: () => void;
  /** DocSearch opened its modal (told after it rendered it). */
  onOpen: () => void;
  onClose: () => void;
}

export function docSearchOptions(options: ModalOptions): DocSearchOptions {
  const { follow, outcomes } = options;
  const agentId = hostedSearch?.agentId;
  const searchStrings = shownSearchStrings();
  const props: ModalProps = {
    container: options.buttonHost,
    portalContainer: options.portal,
    appId: hostedSearch?.appId ?? 'local',
    apiKey: hostedSearch?.apiKey ?? 'local',
    indices: [
      {
        name: searchIndexName,
        searchParameters: {
          ...keywordSearchParameters,
          hitsPerPage: searchLimits.modalHitsPerPage,
          attributesToSnippet: [`content:${searchLimits.modalSnippetWords}`],
        },
      },
    ],
    initialQuery: options.initialQuery,
    placeholder: options.asking ? searchStrings.askAi.placeholder : searchStrings.placeholder,
    // The navbar button listens to the shortcuts, so that they work before DocSearch is loaded.
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    translations: {
      button: { buttonText: searchStrings.button, buttonAriaLabel: searchStrings.button },
      modal: {
        ...shownDocSearchWords(),
        searchBox: { ...shownDocSearchWords().searchBox, placeholderText: options.asking ? searchStrings.askAi.placeholder : searchStrings.placeholder },
        // DocSearch's own screens carry the spec's words. Two gaps have no option: its error screen gives
        // way to "No results" as soon as the failed request settles (no upstream issue found), and its
        // "Try searching for" list never renders (algolia/docsearch#2922). The modal's panel fills both;
        // the browser test "pins the gaps the modal's panel fills" fails once DocSearch fixes them.
        errorScreen: { titleText: searchStrings.errorTitle, helpText: searchStrings.errorHelp },
        noResultsScreen: { noResultsText: searchStrings.noResults, suggestedQueryText: searchStrings.trySearching },
      },
    },
    transformSearchClient: (hostedClient) => options.searchClient(fromAlgolia(hostedClient)),
    navigator: {
      navigate: ({ itemUrl }) => {
        if (!follow(itemUrl)) window.location.assign(itemUrl);
      },
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
    },
    hitComponent: ({ hit, children }, { html }) =>
      html`<a href=${hit.url} onClick=${(event: MouseEvent) => follow(hit.url, event)}>${children}</a>`,
    // "See all N results", only when there are results (DocSearch's own count adds up across queries).
    resultsFooterComponent: ({ state }, { html }) => {
      const outcome = outcomes.get(state.query);
      if (outcome?.status !== 'results' || outcome.nbHits <= 0) return null;
      // The search page of the page's language (/es/search/ from a Spanish page).
      const href = searchPageHref(state.query);
      return html`<a class="fdr-see-all" href=${href} onClick=${(event: MouseEvent) => follow(href, event)}>${searchStrings.seeAll(outcome.nbHits)}</a>`;
    },
    footerAction: (_, { html }) =>
      html`<span class="fdr-footer-slot" ref=${(el: HTMLElement | null) => el && options.mountFooter(el)}></span>`,
    onOpen: options.onOpen,
    onClose: options.onClose,
  };
  if (!agentId) return props;
  return {
    ...props,
    // The hosted assistant answers from the docs being read (version and language), as keyword searches do.
    askAi: { agentId, searchParameters: { [searchIndexName]: { facetFilters: facetFiltersOf(shownManual()) } } },
    interceptAskAiEvent: () => {
      options.onHostedAskAi();
    },
  } satisfies AssistantProps;
}
