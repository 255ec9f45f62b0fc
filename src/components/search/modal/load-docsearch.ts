import type { DocSearchInstance } from '@docsearch/js';
import type { DocSearchOptions } from './docsearch-options';

export type CreateDocSearch = (options: DocSearchOptions) => DocSearchInstance;

/**
 * DocSearch's own code, the larger part of the modal. The navbar's search button requests it beside
 * the modal's code (open-search.ts), not after it: one round trip instead of two. The package with the
 * hosted Ask AI assistant only when one is configured (the options then carry its agent, `askAi`);
 * otherwise the modal alone.
 */
export function loadDocSearch(withAssistant: boolean): Promise<CreateDocSearch> {
  if (!withAssistant) return import('@docsearch/js/docsearch').then((m) => m.default);
  return import('@docsearch/js').then(({ default: withAskAi }) => (options) => {
    if (!('askAi' in options)) throw new Error('DocSearch with Ask AI was loaded for options without an agent (askAi).');
    return withAskAi(options);
  });
}
