/**
 * What a query asks for: one concept per topical word (or per phrase the synonym list knows), each
 * with the alternatives that answer it: the word itself, its synonyms and abbreviations, and later the
 * index's own words it was probably meant as (typos, a word still being typed).
 */
import { termsOf } from './analyze';

/** Stems of a word or phrase: `['exposur', 'index']`. */
export type Phrase = string[];

export interface Alternative {
  terms: Phrase;
  /** How much a match through this alternative counts, against 1 for the word as typed. */
  weight: number;
  /** A guess at a word still being typed: it does not make the typed word one the manual uses. */
  completion?: boolean;
}

export interface Concept {
  /** The stems the reader typed for this concept. */
  typed: Phrase;
  alternatives: Alternative[];
}

/** How much a synonym's match counts against the word as typed. */
export const SYNONYM_WEIGHT = 0.8;

/** The synonym list (groups of words and phrases that mean the same, in English), as stems. */
export function compileSynonyms(groups: string[][]): Phrase[][] {
  return groups.map((group) => group.map(termsOf).filter((phrase) => phrase.length > 0)).filter((group) => group.length > 1);
}

const same = (a: Phrase, b: Phrase) => a.length === b.length && a.every((t, i) => t === b[i]);
const startsAt = (stems: Phrase, at: number, phrase: Phrase) => phrase.every((t, i) => stems[at + i] === t);

/** The concepts of a query's stems: known phrases first (longest wins), then single words. */
export function conceptsOf(stems: Phrase, synonyms: Phrase[][]): Concept[] {
  const concepts: Concept[] = [];
  let at = 0;
  while (at < stems.length) {
    let typed: Phrase = [stems[at]];
    for (const group of synonyms) {
      for (const phrase of group) if (phrase.length > typed.length && startsAt(stems, at, phrase)) typed = phrase;
    }
    const alternatives: Alternative[] = [{ terms: typed, weight: 1 }];
    for (const group of synonyms) {
      if (!group.some((phrase) => same(phrase, typed))) continue;
      for (const phrase of group) {
        if (!alternatives.some((a) => same(a.terms, phrase))) alternatives.push({ terms: phrase, weight: SYNONYM_WEIGHT });
      }
    }
    concepts.push({ typed, alternatives });
    at += typed.length;
  }
  return concepts;
}
