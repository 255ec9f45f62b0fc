/**
 * The shapes both backends share. The built-in index answers with the same request and response
 * shapes as the hosted DocSearch service, so the modal and the search page talk to one interface.
 */

/** One heading section of one doc: what the built-in index stores. */
export interface SearchRecord {
  /** `docId#anchor`, or the doc id for the text before the first heading. */
  id: string;
  /** Site URL with the base path and the section's anchor. */
  url: string;
  docId: string;
  /** The doc's title. */
  page: string;
  /** Sidebar categories above the doc, top first. */
  crumbs: string[];
  /** Headings from the doc's first level-2 heading down to this section's own (empty for the intro). */
  headings: string[];
  /** Plain text of the section; blocks separated by newlines. */
  content: string;
  language: string;
  docusaurus_tag: string;
}


export type HitType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type Hierarchy = Record<Level, string | null>;

/** A hit as DocSearch reads it (the fields this site uses). */
export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Category trail of the page, when the backend knows it (the built-in index does). */
  crumbs?: string[];
  _highlightResult?: { hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  _snippetResult?: { hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  [key: string]: unknown;
}

export type FacetFilters = string | (string | string[])[];

export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Questions: drop English stop words. */
  removeStopWords?: boolean;
  /** Questions: when every word cannot match, let any word match. */
  removeWordsIfNoResults?: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  [key: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  index?: string;
  processingTimeMS?: number;
  [key: string]: unknown;
}

/**
 * True when the answer had to drop some of the query's words: the built-in index says `partialMatch`, the
 * hosted service says which words it removed in `queryAfterRemoval`.
 */
export function isPartialMatch(result: SearchResult | undefined): boolean {
  if (!result) return false;
  if (result.partialMatch === true) return true;
  return typeof result.queryAfterRemoval === 'string' && result.queryAfterRemoval.includes('<em>');
}

export interface SearchResponse {
  results: SearchResult[];
}

/** Algolia's user-agent string, which DocSearch adds its name to. */
export interface AlgoliaAgent {
  value: string;
  add: (options: { segment: string; version?: string }) => AlgoliaAgent;
}

/**
 * The part of Algolia's lite client that DocSearch and the search page use, answering hits only.
 * DocSearch's `transformSearchClient` takes one of these back (checked in algolia-client.ts).
 */
export interface SearchClient {
  search(params: { requests: SearchRequest[] } | SearchRequest[]): Promise<SearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: AlgoliaAgent };
}

/** Requests may come as `{ requests }` (lite client v5) or as a bare array. */
export function requestsOf(params: { requests: SearchRequest[] } | SearchRequest[]): SearchRequest[] {
  return Array.isArray(params) ? params : params.requests;
}
