/** How the search page shows a hit: its section as the title, the way there as a breadcrumb, a snippet. */
import { BASE_PATH } from '../../config/site';
import { escapeHtml } from './highlight';
import { LEVELS, type Level, type SearchHit } from './types';

export interface PresentedHit {
  key: string;
  /** Address on this site, with the base path. */
  url: string;
  /** Safe HTML: the section's (or page's) title with matches in `<mark>`. */
  titleHtml: string;
  /** Safe HTML, top first: categories, page, headings above the title. */
  breadcrumbHtml: string[];
  /** Safe HTML, or empty. */
  snippetHtml: string;
}

/** Hits come through the safe client: every text attribute, highlight and snippet is escaped HTML already. */
export function presentHit(hit: SearchHit): PresentedHit {
  const present = LEVELS.filter((l) => typeof hit.hierarchy?.[l] === 'string' && hit.hierarchy[l] !== '');
  const titleLevel: Level | undefined = present.at(-1);
  const titlePlain = titleLevel ? (hit.hierarchy[titleLevel] as string) : escapeHtml(hit.url);
  const titleHtml = (titleLevel && hit._highlightResult?.hierarchy?.[titleLevel]?.value) || titlePlain;
  const above = present.slice(0, -1).map((l) => hit.hierarchy[l] as string);
  const breadcrumbHtml: string[] = [];
  for (const part of [...(hit.crumbs ?? []), ...above]) if (part !== breadcrumbHtml.at(-1) && part !== titlePlain) breadcrumbHtml.push(part);
  const snippetHtml = hit.content ? (hit._snippetResult?.content?.value ?? '') : '';
  return { key: hit.objectID, url: hit.url, titleHtml, breadcrumbHtml, snippetHtml };
}

/** A site URL as a router path (`/FusionDR/docs/x/` -> `/docs/x/`), or null for another site. */
export function routerPath(url: string): string | null {
  return url === BASE_PATH || url.startsWith(`${BASE_PATH}/`) ? url.slice(BASE_PATH.length) || '/' : null;
}
