/**
 * Wraps a backend so that nothing it returns reaches the page as HTML unescaped. Every request asks
 * for private-use match markers instead of `<mark>`; every highlight and snippet in the response is
 * then escaped and given `<mark>` elements, and any attribute DocSearch would fall back to inserting
 * raw (a level or the content without a snippet) gets an escaped snippet of its own.
 */
import { MARK_END, MARK_START, decodeEntities, escapeHtml, toSafeHtml } from './highlight';
import {
  LEVELS,
  requestsOf,
  type HighlightValue,
  type Level,
  type SearchClient,
  type SearchHit,
  type SearchResponse,
} from './types';

function safeValue(value: HighlightValue | undefined, fallback: string | null): HighlightValue | undefined {
  if (value && typeof value.value === 'string') return { ...value, value: toSafeHtml(value.value) };
  if (typeof fallback === 'string') return { value: toSafeHtml(fallback), matchLevel: 'none', matchedWords: [] };
  return undefined;
}

function safeLevels(
  levels: Partial<Record<Level, HighlightValue>> | undefined,
  hierarchy: SearchHit['hierarchy'],
): Partial<Record<Level, HighlightValue>> {
  const out: Partial<Record<Level, HighlightValue>> = {};
  for (const level of LEVELS) {
    const value = safeValue(levels?.[level], hierarchy?.[level] ?? null);
    if (value) out[level] = value;
  }
  return out;
}

/** The hit's address as a path on this site (hosted records carry absolute URLs); anything but http(s) becomes `#`. */
export function localUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://site.invalid');
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    // An unreadable address is not followed.
  }
  return '#';
}

/** A hit whose every HTML-bound string is escaped, with `<mark>` around the matches only. */
export function safeHit(hit: SearchHit): SearchHit {
  const hierarchy = hit.hierarchy ?? Object.fromEntries(LEVELS.map((l) => [l, null]));
  const content = typeof hit.content === 'string' ? hit.content : null;
  return {
    ...hit,
    url: localUrl(hit.url),
    hierarchy,
    content,
    _highlightResult: {
      hierarchy: safeLevels(hit._highlightResult?.hierarchy, hierarchy),
      content: safeValue(hit._highlightResult?.content, content),
    },
    _snippetResult: {
      hierarchy: safeLevels(hit._snippetResult?.hierarchy ?? hit._highlightResult?.hierarchy, hierarchy),
      content: safeValue(hit._snippetResult?.content ?? hit._highlightResult?.content, content),
    },
  };
}

export function safeResponse(response: SearchResponse): SearchResponse {
  return { ...response, results: response.results.map((r) => ({ ...r, hits: (r.hits ?? []).map(safeHit) })) };
}

export function withSafeHighlights(client: SearchClient): SearchClient {
  return {
    ...client,
    async search(params) {
      const requests = requestsOf(params).map((r) => ({ ...r, highlightPreTag: MARK_START, highlightPostTag: MARK_END }));
      return safeResponse(await client.search({ requests }));
    },
    addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
    transporter: client.transporter,
  };
}

/**
 * Hits as DocSearch expects them: like the hosted crawler's records, the text attributes hold escaped
 * HTML. DocSearch decodes them where it shows text (breadcrumbs, group titles) and inserts them as
 * HTML where a snippet is missing, as in the recent searches it keeps, which store hits without one.
 */
export function escapedForDocSearch(hit: SearchHit): SearchHit {
  const escape = (value: string | null) => (typeof value === 'string' ? escapeHtml(decodeEntities(value)) : value);
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, escape(hit.hierarchy?.[l] ?? null)])) as SearchHit['hierarchy'];
  return { ...hit, hierarchy, content: escape(hit.content) };
}

export function withEscapedAttributes(client: SearchClient): SearchClient {
  return {
    ...client,
    async search(params) {
      const response = await client.search(params);
      return { ...response, results: response.results.map((r) => ({ ...r, hits: (r.hits ?? []).map(escapedForDocSearch) })) };
    },
  };
}
