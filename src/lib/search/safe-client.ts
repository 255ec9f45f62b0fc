/**
 * The one place where search results become HTML. Every request asks for private-use match markers
 * instead of `<mark>`; every hit in the response then comes out the way DocSearch's own records are:
 * each text attribute (levels, content, category trail) escaped once, each highlight and snippet
 * escaped with `<mark>` around the matches, and a snippet for every level so that nothing is
 * inserted raw. Hosted records arrive escaped already; `toSafeHtml` reads their entities as
 * characters first, so nothing is escaped twice. Whoever shows a hit inserts these strings as HTML.
 */
import { withPartialRule } from './partial-rule';
import { MARK_END, MARK_START, toSafeHtml } from './highlight';
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

const escaped = (value: unknown): string | null => (typeof value === 'string' ? toSafeHtml(value) : null);

/** A hit whose every HTML-bound string is escaped, with `<mark>` around the matches only. */
export function safeHit(hit: SearchHit): SearchHit {
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, hit.hierarchy?.[l] ?? null])) as SearchHit['hierarchy'];
  const content = typeof hit.content === 'string' ? hit.content : null;
  return {
    ...hit,
    url: localUrl(hit.url),
    // Stored recent searches keep no snippet: DocSearch then inserts these attributes as HTML.
    hierarchy: Object.fromEntries(LEVELS.map((l) => [l, escaped(hierarchy[l])])) as SearchHit['hierarchy'],
    content: escaped(content),
    ...(hit.crumbs ? { crumbs: hit.crumbs.map((c) => toSafeHtml(c)) } : {}),
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

/** Every answer as shown: highlights made safe, and a partial answer held to the rule of partial-rule.ts. */
export function safeResponse(response: SearchResponse): SearchResponse {
  return { ...response, results: response.results.map((r) => withPartialRule({ ...r, hits: (r.hits ?? []).map(safeHit) })) };
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
