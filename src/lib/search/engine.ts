/**
 * The built-in search engine: MiniSearch over one record per heading section. Typo-tolerant (one
 * typo from five letters, two from eight), prefix-aware (the word being typed), every word must
 * match, and a match in a heading or the page title counts for more than one in the text.
 */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { wordsOf } from './highlight';
import type { SearchRecord } from './types';

const FIELDS = ['page', 'heading', 'parents', 'content'] as const;
type Field = (typeof FIELDS)[number];

const fieldValue: Record<Field, (r: SearchRecord) => string> = {
  page: (r) => r.page,
  heading: (r) => r.headings.at(-1) ?? '',
  parents: (r) => r.headings.slice(0, -1).join(' '),
  content: (r) => r.content,
};

/** Words a question is made of that say nothing about its topic. */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can could did do does doing for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this those to was we were what when where which who whom why will with would you your'.split(
    ' ',
  ),
);

export interface Engine {
  records: Map<string, SearchRecord>;
  index: MiniSearch<SearchRecord>;
}

export function createEngine(records: SearchRecord[]): Engine {
  const index = new MiniSearch<SearchRecord>({
    fields: [...FIELDS],
    extractField: (record, field) => fieldValue[field as Field]?.(record) ?? String(record[field as keyof SearchRecord] ?? ''),
    tokenize: wordsOf,
    processTerm: (term) => term.toLowerCase(),
  });
  index.addAll(records);
  return { records: new Map(records.map((r) => [r.id, r])), index };
}

export interface EngineQuery {
  query: string;
  /** Keep only records this accepts (facet filters). */
  filter?: (record: SearchRecord) => boolean;
  /** Questions: drop stop words, and let any word match when every word cannot. */
  question?: boolean;
}

export interface EngineMatch {
  record: SearchRecord;
  score: number;
  /** Words of the index that matched (after typo and prefix expansion). */
  terms: Set<string>;
  /** Fields each query word matched in. */
  fieldsMatched: Set<Field>;
  /** How many of the query's words matched somewhere. */
  queryWordsMatched: number;
  queryWords: string[];
}

function searchOptions(combineWith: 'AND' | 'OR') {
  return {
    boost: { heading: 3, page: 2, parents: 1.2, content: 1 },
    prefix: (term: string, i: number, terms: string[]) => (i === terms.length - 1 ? term.length >= 2 : term.length >= 4),
    // Typos as Algolia allows them: one from 5 letters, two from 8.
    fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
    combineWith,
  };
}

/** Ranked matches for a query, best first. */
export function runQuery(engine: Engine, { query, filter, question = false }: EngineQuery): EngineMatch[] {
  let words = wordsOf(query);
  if (question) {
    const topical = words.filter((w) => !STOP_WORDS.has(w));
    if (topical.length > 0) words = topical;
  }
  if (words.length === 0) return [];
  const text = words.join(' ');
  const accept = (r: MiniResult) => {
    const record = engine.records.get(r.id as string);
    return record !== undefined && (!filter || filter(record));
  };
  let results = engine.index.search(text, { ...searchOptions('AND'), filter: accept });
  if (results.length === 0 && question && words.length > 1) {
    results = engine.index.search(text, { ...searchOptions('OR'), filter: accept });
  }
  return results.map((r) => {
    const fieldsMatched = new Set<Field>();
    for (const fields of Object.values(r.match)) for (const f of fields) fieldsMatched.add(f as Field);
    return {
      record: engine.records.get(r.id as string) as SearchRecord,
      score: r.score,
      terms: new Set(r.terms),
      fieldsMatched,
      queryWordsMatched: r.queryTerms.length,
      queryWords: words,
    };
  });
}
