import type { DocSearchInstance, DocSearchProps } from '@docsearch/js';

export type CreateDocSearch = (props: DocSearchProps) => DocSearchInstance;

/**
 * DocSearch's own code, the larger part of the modal. The navbar's search button requests it beside
 * the modal's code (open-search.ts), not after it: one round trip instead of two. The package with the
 * hosted Ask AI assistant only when one is configured; otherwise the modal alone.
 */
export function loadDocSearch(withAssistant: boolean): Promise<CreateDocSearch> {
  const load = withAssistant ? import('@docsearch/js') : import('@docsearch/js/docsearch');
  return load.then((m) => m.default as CreateDocSearch);
}
