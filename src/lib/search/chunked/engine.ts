/**
 * Answers a query from the pieces of the index: works out the concepts the reader asked for and the
 * index's terms that answer each one (the word, its synonyms, the words a typo or an unfinished word
 * stands for), fetches only the shards holding those terms, and ranks sections. A section must answer
 * every concept; when none does, the sections answering the most (more than half) are returned, marked as partial.
 */
import type { Analysis } from '../analyze';
import { conceptsOf, type Alternative, type Concept } from '../concepts';
import { shardOf } from './format';
import type { IndexSource } from './source';
import { typoDistance } from './typos';

/** How much a match counts through a word the reader probably meant, against 1 for the word typed. */
export const TYPO_WEIGHT = 0.6;
export const PREFIX_WEIGHT = 0.7;
/** At most this many index words stand in for one typed word. */
const MAX_EXPANSIONS = 5;
/** The word being typed is completed from this many letters. */
const PREFIX_FROM = 3;

export interface SectionMatch {
  section: number;
  score: number;
  /** Terms of the index that matched in this section (stems), for highlighting. */
  terms: Set<string>;
  /** How many of the query's concepts the section answers. */
  conceptsMatched: number;
  /** Which of them (their positions in the query). */
  answered: Set<number>;
}

export interface EngineAnswer {
  matches: SectionMatch[];
  /** How many concepts the query has. */
  concepts: number;
  /** True when no section answers every concept and the closest ones are returned. */
  partial: boolean;
  /** The words the reader typed, per concept: what a partial answer says it left out. */
  conceptWords: string[][];
}

export interface EngineQuery {
  query: string;
  /** Complete the last word (search as you type). */
  prefix?: boolean;
  /** When no section answers every concept, return the closest ones (Algolia's "remove words if no results"). */
  allowPartial?: boolean;
}

function has(sorted: string[], term: string): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] === term) return true;
    if (sorted[mid] < term) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/**
 * The index's words a typed word may stand for: close spellings of a word the index does not hold, and
 * (for the last word) completions. The rules are written in typos.ts.
 */
export function expansionsOf(word: string, stem: string, vocabulary: string[], completeIt: boolean, stemOf?: (word: string) => string): Alternative[] {
  const found: Alternative[] = [];
  if (!has(vocabulary, stem)) {
    const close = vocabulary
      .map((term) => ({ term, distance: typoDistance(word, stem, term, stemOf) }))
      .filter((c) => c.distance !== Infinity)
      .sort((a, b) => a.distance - b.distance || a.term.length - b.term.length)
      .slice(0, MAX_EXPANSIONS);
    for (const { term } of close) found.push({ terms: [term], weight: TYPO_WEIGHT });
  }
  if (completeIt && word.length >= PREFIX_FROM) {
    const completions = vocabulary
      .filter((term) => term.startsWith(word) && term !== stem)
      .sort((a, b) => a.length - b.length)
      .slice(0, MAX_EXPANSIONS);
    for (const term of completions) if (!found.some((f) => f.terms[0] === term)) found.push({ terms: [term], weight: PREFIX_WEIGHT, completion: true });
  }
  return found;
}

type Postings = Map<number, number>;

function decode(gaps: number[] | undefined): Postings {
  const postings: Postings = new Map();
  if (!gaps) return postings;
  let section = 0;
  for (let i = 0; i < gaps.length; i += 2) {
    section += gaps[i];
    postings.set(section, gaps[i + 1]);
  }
  return postings;
}

async function postingsOf(source: IndexSource, terms: Set<string>): Promise<Map<string, Postings>> {
  const { shards } = await source.meta();
  const byShard = new Map<number, string[]>();
  for (const term of terms) {
    const k = shardOf(term, shards);
    byShard.set(k, [...(byShard.get(k) ?? []), term]);
  }
  const loaded = await Promise.all([...byShard].map(async ([k, list]) => ({ shard: await source.shard(k), list })));
  const result = new Map<string, Postings>();
  for (const { shard, list } of loaded) for (const term of list) result.set(term, decode(shard[term]));
  return result;
}

/** Per section, how well one concept is answered (the best of its alternatives) and through which terms. */
function scoreConcept(concept: Concept, postings: Map<string, Postings>): Map<number, { score: number; terms: string[] }> {
  const best = new Map<number, { score: number; terms: string[] }>();
  for (const alternative of concept.alternatives) {
    const lists = alternative.terms.map((t) => postings.get(t) ?? new Map<number, number>());
    const [first, ...rest] = lists;
    for (const [section, score] of first) {
      if (!rest.every((l) => l.has(section))) continue;
      // A phrase counts as one word: the mean of its words' scores.
      const total = ((score + rest.reduce((sum, l) => sum + (l.get(section) ?? 0), 0)) / lists.length) * alternative.weight;
      const current = best.get(section);
      if (!current || total > current.score) best.set(section, { score: total, terms: alternative.terms });
      else if (total === current.score) current.terms = [...current.terms, ...alternative.terms];
    }
  }
  return best;
}

/** Answers `query` from the index, read as `analysis` reads the index's language. */
export async function runQuery(source: IndexSource, { query, prefix = false, allowPartial = true }: EngineQuery, analysis: Analysis): Promise<EngineAnswer> {
  const { topicalWords, stemOf, headingTerm, fold } = analysis;
  const words = topicalWords(query);
  if (words.length === 0) return { matches: [], concepts: 0, partial: false, conceptWords: [] };
  const [meta, vocabulary] = await Promise.all([source.meta(), source.terms()]);
  const stems = words.map(stemOf);
  const concepts = conceptsOf(stems, meta.synonyms);
  // Typos and completion apply to what was typed, one word at a time.
  concepts.forEach((concept, i) => {
    if (concept.typed.length !== 1) return;
    const at = stems.indexOf(concept.typed[0]);
    const word = fold(words[at] ?? concept.typed[0]);
    const last = i === concepts.length - 1 && prefix;
    concept.alternatives.push(...expansionsOf(word, concept.typed[0], vocabulary, last, stemOf));
  });
  const terms = new Set(concepts.flatMap((c) => c.alternatives.flatMap((a) => a.terms)));
  const exactHeading = headingTerm(query);
  if (exactHeading) terms.add(exactHeading);
  const postings = await postingsOf(source, terms);

  const sections = new Map<number, SectionMatch>();
  concepts.forEach((concept, at) => {
    for (const [section, { score, terms: matched }] of scoreConcept(concept, postings)) {
      const entry = sections.get(section) ?? { section, score: 0, terms: new Set<string>(), conceptsMatched: 0, answered: new Set<number>() };
      entry.score += score;
      entry.conceptsMatched += 1;
      entry.answered.add(at);
      for (const t of matched) entry.terms.add(t);
      sections.set(section, entry);
    }
  });
  // A section whose own heading is exactly what was typed (a message, a setting's name) comes first.
  for (const [section, bonus] of (exactHeading && postings.get(exactHeading)) || []) {
    const entry = sections.get(section);
    if (entry) entry.score += bonus;
  }
  const all = [...sections.values()];
  const complete = all.filter((m) => m.conceptsMatched === concepts.length);
  // The closest sections (Algolia's "remove words if no results") need more than half of the typed words
  // to be words the manual uses (as typed, a synonym or a typo; a completion is only a guess), and answer
  // more than half of them: "vaccination schedule" is not a question about backup schedules.
  const known = concepts.filter((c) => c.alternatives.some((a) => !a.completion && a.terms.every((t) => (postings.get(t)?.size ?? 0) > 0))).length;
  const enough = (n: number) => n > concepts.length / 2;
  const closest = complete.length === 0 && allowPartial && enough(known) ? all.filter((m) => enough(m.conceptsMatched)) : [];
  const partial = closest.length > 0;
  const matches = (partial ? closest : complete).sort((a, b) => b.conceptsMatched - a.conceptsMatched || b.score - a.score || a.section - b.section);
  let from = 0;
  const conceptWords = concepts.map((c) => words.slice(from, (from += c.typed.length)));
  return { matches, concepts: concepts.length, partial, conceptWords };
}
