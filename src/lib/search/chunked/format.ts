/**
 * The built-in index, in pieces a query fetches as it needs them:
 *   meta.json            which build's index, how many shards, where each doc's sections start
 *   {id}.terms.json      every term of the index (for typos and the word being typed)
 *   {id}.s{k}.json       shard k: for each of its terms, the sections it is in and how much it counts there
 *   {id}.d{n}.json       doc n: its title, trail and sections' text, fetched for the hits shown
 * Every file but meta.json carries the index's id in its name, so a host may cache it for good.
 */
import type { Phrase } from '../concepts';

export const INDEX_VERSION = 2;

export interface IndexMeta {
  version: typeof INDEX_VERSION;
  id: string;
  /** Facet values every section carries (one language, one docs version). */
  facets: Record<string, string>;
  sections: number;
  shards: number;
  /** Index of each doc's first section, ascending: doc n holds sections docStarts[n] .. docStarts[n+1]-1. */
  docStarts: number[];
  synonyms: Phrase[][];
}

/** term -> [section, score, section, score, ...], sections as gaps from the previous one. */
export type Shard = Record<string, number[]>;

export interface DocFragment {
  docId: string;
  /** The page's address with the base path. */
  url: string;
  page: string;
  crumbs: string[];
  sections: { anchor: string | null; headings: string[]; content: string }[];
}

export const indexFile = {
  meta: 'meta.json',
  terms: (id: string) => `${id}.terms.json`,
  shard: (id: string, k: number) => `${id}.s${k}.json`,
  doc: (id: string, n: number) => `${id}.d${n}.json`,
};

/** The shard a term lives in (FNV-1a: the build and the browser must agree). */
export function shardOf(term: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

/** The doc holding a section (binary search over the docs' first sections). */
export function docOfSection(docStarts: number[], section: number): number {
  let low = 0;
  let high = docStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (docStarts[mid] <= section) low = mid;
    else high = mid - 1;
  }
  return low;
}
