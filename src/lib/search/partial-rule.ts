/**
 * The partial fall-back's rule, for an answer from either backend: results that had to drop words
 * ("remove words if no results") are shown only when more than half of the typed words were kept. The
 * built-in index applies it itself (chunked/engine.ts); the hosted service's `allOptional` would keep
 * one word in five, so its answer is held to the same rule here, read from `queryAfterRemoval`, where it
 * marks each word it removed.
 */
import { wordsOf } from './highlight';
import type { SearchResult } from './types';

/** True when the hosted service's answer removed half of the words or more. */
export function droppedTooMany(result: SearchResult): boolean {
  if (typeof result.queryAfterRemoval !== 'string' || !result.queryAfterRemoval.includes('<em>')) return false;
  const all = wordsOf(result.queryAfterRemoval.replace(/<\/?em>/g, ''));
  const removed = [...result.queryAfterRemoval.matchAll(/<em>(.*?)<\/em>/g)].flatMap((m) => wordsOf(m[1]));
  return all.length - removed.length <= all.length / 2;
}

/** The answer as shown: no results when it dropped too many words. */
export function withPartialRule(result: SearchResult): SearchResult {
  return droppedTooMany(result) ? { ...result, hits: [], nbHits: 0, nbPages: 0 } : result;
}
