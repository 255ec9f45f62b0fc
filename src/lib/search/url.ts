import { SEARCH_PAGE_PATH } from '../../config/search';
import { withBasePath } from '../../config/site';

/** The search page's address for a query, with the base path: /FusionDR/search/?q=... */
export function searchPageHref(query: string): string {
  const q = query.trim();
  return withBasePath(q ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PAGE_PATH);
}
