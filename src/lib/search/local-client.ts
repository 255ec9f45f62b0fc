/**
 * The built-in backend: a client with the hosted service's request and response shapes, answering
 * from the index the build wrote, fetched in pieces as queries need them. Highlights use the
 * request's tags, as the hosted service does; the safe client escapes them (see safe-client.ts).
 */
import { searchLimits } from '../../config/search';
import { analysisFor, type Analysis } from './analyze';
import { runQuery, type SectionMatch } from './chunked/engine';
import { docOfSection, type DocFragment } from './chunked/format';
import type { IndexSource } from './chunked/source';
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
  type SearchRequest,
  type SearchResult,
} from './types';

/** Thrown when the index cannot be loaded; named like the hosted client's error so DocSearch treats both alike. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

function snippetWordsFor(request: SearchRequest, attribute: string): number {
  for (const spec of request.attributesToSnippet ?? []) {
    const [name, words] = spec.split(':');
    if (name === attribute) return Number(words) || searchLimits.defaultSnippetWords;
  }
  return searchLimits.defaultSnippetWords;
}

interface Section {
  id: string;
  url: string;
  page: string;
  crumbs: string[];
  headings: string[];
  content: string;
}

function sectionOf(doc: DocFragment, index: number): Section {
  const { anchor, headings, content } = doc.sections[index];
  return { id: anchor ? `${doc.docId}#${anchor}` : doc.docId, url: anchor ? `${doc.url}#${anchor}` : doc.url, page: doc.page, crumbs: doc.crumbs, headings, content };
}

/** What the hit shows as its title: the heading when it matched (or when only the page matched), else the text. */
function hitType(section: Section, matched: Set<string>, { termsOf }: Analysis): HitType {
  const inHeading = termsOf(section.headings.at(-1) ?? '').some((t) => matched.has(t));
  const inContent = termsOf(section.content).some((t) => matched.has(t));
  const inPage = termsOf(section.page).some((t) => matched.has(t));
  if (section.headings.length === 0) return inContent && !inPage ? 'content' : 'lvl1';
  const headingType = `lvl${Math.min(6, section.headings.length + 1)}` as HitType;
  if (inHeading) return headingType;
  return inContent ? 'content' : headingType;
}

/** lvl0 is the page (results group by page); section headings follow from lvl2. */
function hierarchyOf(section: Section, type: HitType): Hierarchy {
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
  hierarchy.lvl0 = section.page;
  if (type === 'lvl1') hierarchy.lvl1 = section.page;
  section.headings.slice(0, 5).forEach((heading, i) => {
    hierarchy[LEVELS[i + 2]] = heading;
  });
  return hierarchy;
}

function highlightValue(text: string, isMatch: (word: string) => boolean, concepts: number, pre: string, post: string): HighlightValue {
  const marked = new Set<string>();
  const value = markWords(text, (word) => isMatch(word) && (marked.add(word), true), pre, post);
  const matchLevel = marked.size === 0 ? 'none' : marked.size >= concepts ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...marked] };
}

function toHit(section: Section, match: SectionMatch, concepts: number, request: SearchRequest, facets: Record<string, string>, analysis: Analysis): SearchHit {
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const type = hitType(section, match.terms, analysis);
  const hierarchy = hierarchyOf(section, type);
  const isMatch = (word: string) => match.terms.has(analysis.stemOf(word));
  const snippet = snippetAround(section.content, isMatch, snippetWordsFor(request, 'content'), request.snippetEllipsisText ?? '…');
  const highlighted = Object.fromEntries(
    LEVELS.filter((l) => hierarchy[l] !== null).map((l) => [l, highlightValue(hierarchy[l] as string, isMatch, concepts, pre, post)]),
  ) as Partial<Record<Level, HighlightValue>>;
  const snippetValue = highlightValue(snippet.text, isMatch, concepts, pre, post);
  const hash = section.url.indexOf('#');
  return {
    objectID: section.id,
    url: section.url,
    url_without_anchor: hash === -1 ? section.url : section.url.slice(0, hash),
    anchor: hash === -1 ? null : section.url.slice(hash + 1),
    type,
    hierarchy,
    content: section.content || null,
    crumbs: section.crumbs,
    ...facets,
    // Headings are short: their highlight is their snippet. Sections can be long, so only the
    // snippet of the content is marked (the interface shows nothing else).
    _highlightResult: { hierarchy: highlighted, content: snippetValue },
    _snippetResult: { hierarchy: highlighted, content: snippetValue },
  };
}

/** The query with the words the best section does not answer marked `<em>`, as the hosted service marks those it removed. */
function queryAfterRemoval(query: string, conceptWords: string[][], best: SectionMatch | undefined): string {
  const removed = new Set(conceptWords.flatMap((words, at) => (best?.answered.has(at) ? [] : words)));
  return query.replace(/[\p{L}\p{N}]+/gu, (word) => (removed.has(word.toLowerCase()) ? `<em>${word}</em>` : word));
}

/** One request answered from the index; only the docs of the hits on the requested page are fetched. */
export async function answer(source: IndexSource, request: SearchRequest): Promise<SearchResult> {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const meta = await source.meta();
  // Read in the index's language: another language's analysis is loaded when its index is first read.
  const analysis = await analysisFor(meta.facets.language);
  const found = matchesFacetFilters(meta.facets, request.facetFilters)
    ? await runQuery(source, { query, prefix: true, allowPartial: request.removeWordsIfNoResults !== 'none' }, analysis)
    : { matches: [], concepts: 0, partial: false, conceptWords: [] };
  const shown = found.matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const docs = await Promise.all(shown.map((m) => source.doc(docOfSection(meta.docStarts, m.section))));
  const hits = shown.map((match, i) => {
    const n = docOfSection(meta.docStarts, match.section);
    return toHit(sectionOf(docs[i], match.section - meta.docStarts[n]), match, found.concepts, request, meta.facets, analysis);
  });
  return {
    hits,
    nbHits: found.matches.length,
    page,
    nbPages: Math.ceil(found.matches.length / hitsPerPage),
    hitsPerPage,
    query,
    index: request.indexName,
    // Like the hosted service's answer after it removed words: not every word matched, and which were left out.
    ...(found.partial ? { partialMatch: true, queryAfterRemoval: queryAfterRemoval(query, found.conceptWords, found.matches[0]) } : {}),
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** A client over the built-in index; a piece that failed to load is fetched again on the next query. */
export function createLocalClient(source: IndexSource): SearchClient {
  const agent = { value: 'fusiondr-local-search', add: () => agent };
  return {
    async search(params) {
      try {
        return { results: await Promise.all(requestsOf(params).map((request) => answer(source, request))) };
      } catch (error) {
        throw new SearchUnavailableError(`The search index could not be loaded: ${(error as Error).message}`);
      }
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
  };
}
