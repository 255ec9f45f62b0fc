/**
 * The built-in backend: a client with the hosted service's request and response shapes, answering
 * from the index the build wrote (fetched once, on first use). Highlights use the request's tags,
 * as the hosted service does; the safe client escapes them (see safe-client.ts).
 */
import { createEngine, runQuery, type Engine, type EngineMatch } from './engine';
import { matchesFacetFilters } from './facets';
import { markWords, snippetAround } from './highlight';
import {
  LEVELS,
  requestsOf,
  type HighlightValue,
  type HitType,
  type Hierarchy,
  type Level,
  type SearchClient,
  type SearchHit,
  type SearchIndexFile,
  type SearchRequest,
  type SearchResult,
} from './types';

/** Thrown when the index cannot be loaded; named like the hosted client's error so DocSearch treats both alike. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

const DEFAULT_SNIPPET_WORDS = 15;

function snippetWordsFor(request: SearchRequest, attribute: string): number {
  for (const spec of request.attributesToSnippet ?? []) {
    const [name, words] = spec.split(':');
    if (name === attribute) return Number(words) || DEFAULT_SNIPPET_WORDS;
  }
  return DEFAULT_SNIPPET_WORDS;
}

/** What the hit shows as its title: the heading when it matched (or when only the page matched), else the text. */
function hitType(match: EngineMatch): HitType {
  const { record, fieldsMatched } = match;
  if (record.headings.length === 0) return fieldsMatched.has('content') && !fieldsMatched.has('page') ? 'content' : 'lvl1';
  const headingType = `lvl${Math.min(6, record.headings.length + 1)}` as HitType;
  if (fieldsMatched.has('heading')) return headingType;
  return fieldsMatched.has('content') ? 'content' : headingType;
}

/** lvl0 is the page (results group by page); section headings follow from lvl2. */
function hierarchyOf(match: EngineMatch, type: HitType): Hierarchy {
  const { record } = match;
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
  hierarchy.lvl0 = record.page;
  if (type === 'lvl1') hierarchy.lvl1 = record.page;
  record.headings.slice(0, 5).forEach((heading, i) => {
    hierarchy[LEVELS[i + 2]] = heading;
  });
  return hierarchy;
}

function highlightValue(text: string, match: EngineMatch, pre: string, post: string): HighlightValue {
  const marked = new Set<string>();
  const value = markWords(text, (word) => match.terms.has(word) && (marked.add(word), true), pre, post);
  const matchLevel = marked.size === 0 ? 'none' : marked.size >= match.queryWords.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...marked] };
}

function toHit(match: EngineMatch, request: SearchRequest): SearchHit {
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const type = hitType(match);
  const hierarchy = hierarchyOf(match, type);
  const { record } = match;
  const isMatch = (word: string) => match.terms.has(word);
  const words = snippetWordsFor(request, 'content');
  const snippet = snippetAround(record.content, isMatch, words, request.snippetEllipsisText ?? '…');
  const levels = (make: (text: string) => HighlightValue) =>
    Object.fromEntries(LEVELS.filter((l) => hierarchy[l] !== null).map((l) => [l, make(hierarchy[l] as string)])) as Partial<
      Record<Level, HighlightValue>
    >;
  const highlighted = levels((t) => highlightValue(t, match, pre, post));
  const snippetValue = highlightValue(snippet.text, match, pre, post);
  const hash = record.url.indexOf('#');
  return {
    objectID: record.id,
    url: record.url,
    url_without_anchor: hash === -1 ? record.url : record.url.slice(0, hash),
    anchor: hash === -1 ? null : record.url.slice(hash + 1),
    type,
    hierarchy,
    content: record.content || null,
    crumbs: record.crumbs,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    // Headings are short: their highlight is their snippet. Sections can be long, so only the
    // snippet of the content is marked (the interface shows nothing else).
    _highlightResult: { hierarchy: highlighted, content: snippetValue },
    _snippetResult: { hierarchy: highlighted, content: snippetValue },
  };
}

export function answer(engine: Engine, request: SearchRequest): SearchResult {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const matches = runQuery(engine, {
    query,
    filter: (record) => matchesFacetFilters(record as unknown as Record<string, unknown>, request.facetFilters),
    question: request.removeStopWords === true || request.removeWordsIfNoResults === 'allOptional',
  });
  const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((m) => toHit(m, request));
  return {
    hits,
    nbHits: matches.length,
    page,
    nbPages: Math.ceil(matches.length / hitsPerPage),
    hitsPerPage,
    query,
    index: request.indexName,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** A client over the built-in index; `load` fetches the index file and is retried after a failure. */
export function createLocalClient(load: () => Promise<SearchIndexFile>): SearchClient & { ready(): Promise<void> } {
  let engine: Promise<Engine> | null = null;
  const getEngine = () => {
    engine ??= load().then(
      (file) => createEngine(file.records),
      (error: unknown) => {
        engine = null;
        throw new SearchUnavailableError(`The search index could not be loaded: ${(error as Error).message}`);
      },
    );
    return engine;
  };
  const agent = { value: 'fusiondr-local-search', add: () => agent };
  return {
    async search(params) {
      const ready = await getEngine();
      return { results: requestsOf(params).map((request) => answer(ready, request)) };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
    async ready() {
      await getEngine();
    },
  };
}

/** Loads the index file the build wrote; any answer but a well-formed index, in time, is a failure. */
export async function fetchIndex(url: string, timeoutMs = 10_000, fetchImpl: typeof fetch = fetch): Promise<SearchIndexFile> {
  const response = await fetchImpl(url, { credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const file = (await response.json()) as SearchIndexFile;
  if (file?.version !== 1 || !Array.isArray(file.records)) throw new Error(`${url} is not a search index`);
  return file;
}
