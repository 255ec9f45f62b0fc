/**
 * Writes the built-in index as the pieces described in format.ts. Each term's weight in a section is
 * worked out here, once (BM25 over the section, a title or heading counting more than body text), so
 * that a query only adds numbers up.
 */
import { createHash } from 'node:crypto';
import { SEARCH_SYNONYMS_LANGUAGE } from '../../../config/search';
import { english, type Analysis } from '../analyze';
import { spanish } from '../analyze-es';
import { compileSynonyms } from '../concepts';
import type { SearchRecord } from '../types';
import { INDEX_VERSION, indexFile, shardOf, type DocFragment, type IndexMeta, type Shard } from './format';

/**
 * What a word adds for standing in the page title, the section's heading, the headings above it or the
 * sidebar trail, on top of what its occurrences in the text add (which saturate, BM25): a title or
 * heading match counts more than any number of mentions in the text.
 */
export const FIELD_BONUS = { page: 2, heading: 1.5, parents: 0.6, crumbs: 0.4 } as const;


type Field = keyof typeof FIELD_BONUS;

const fieldText: Record<Field, (r: SearchRecord) => string> = {
  page: (r) => r.page,
  heading: (r) => r.headings.at(-1) ?? '',
  parents: (r) => r.headings.slice(0, -1).join(' '),
  crumbs: (r) => r.crumbs.join(' '),
};

const K1 = 1.2;
const B = 0.75;
/** Scores are stored as whole numbers: hundredths. */
const SCALE = 100;
/** What a section scores when the query is exactly its heading (headingTerm): more than words can add up to. */
export const EXACT_HEADING_SCORE = 100 * SCALE;
/** About this many characters of postings per shard (some 8 KB once compressed). */
const SHARD_CHARS = 24_000;

export interface BuiltIndex {
  meta: IndexMeta;
  /** File name -> contents. */
  files: Map<string, string>;
}

/** How the build reads each language an index may be in (the browser loads the same ones: analysisFor). */
const analyses: Record<string, Analysis> = { en: english, es: spanish };

function analysisOfIndex(language: string | undefined): Analysis {
  const analysis = analyses[language ?? ''];
  if (!analysis) throw new Error(`No search index can be built in ${JSON.stringify(language)}: the search reads ${Object.keys(analyses).join(', ')}.`);
  return analysis;
}

/** The index of `records`, read in the language of `facets.language`; the synonym list applies to an index in its own language only. */
export function buildChunkedIndex(records: SearchRecord[], synonymGroups: string[][], facets: Record<string, string>): BuiltIndex {
  const { termsOf, headingTerm } = analysisOfIndex(facets.language);
  const synonyms = facets.language === SEARCH_SYNONYMS_LANGUAGE ? compileSynonyms(synonymGroups) : [];
  // Term frequencies in the text, field bonuses and text lengths of every section.
  const frequencies: Map<string, number>[] = [];
  const bonuses: Map<string, number>[] = [];
  const lengths: number[] = [];
  const documentFrequency = new Map<string, number>();
  for (const record of records) {
    const tf = new Map<string, number>();
    const content = termsOf(record.content);
    for (const term of content) tf.set(term, (tf.get(term) ?? 0) + 1);
    const bonus = new Map<string, number>();
    for (const field of Object.keys(FIELD_BONUS) as Field[]) {
      for (const term of new Set(termsOf(fieldText[field](record)))) bonus.set(term, (bonus.get(term) ?? 0) + FIELD_BONUS[field]);
    }
    for (const term of new Set([...tf.keys(), ...bonus.keys()])) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    frequencies.push(tf);
    bonuses.push(bonus);
    lengths.push(content.length);
  }
  const average = lengths.reduce((a, b) => a + b, 0) / Math.max(1, records.length);
  const n = records.length;

  // Postings: term -> [section, score] in section order.
  const postings = new Map<string, number[]>();
  frequencies.forEach((tf, section) => {
    const norm = K1 * (1 - B + (B * lengths[section]) / Math.max(1, average));
    const bonus = bonuses[section];
    for (const term of new Set([...tf.keys(), ...bonus.keys()])) {
      const df = documentFrequency.get(term) ?? 1;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const frequency = tf.get(term) ?? 0;
      const text = frequency === 0 ? 0 : (frequency * (K1 + 1)) / (frequency + norm);
      const score = Math.max(1, Math.round(SCALE * idf * (text + (bonus.get(term) ?? 0))));
      const list = postings.get(term) ?? [];
      list.push(section, score);
      postings.set(term, list);
    }
  });

  // Each section's own heading as one term: a query that is exactly that heading finds it first.
  records.forEach((record, section) => {
    const term = headingTerm(record.headings.at(-1) ?? '');
    if (!term) return;
    const list = postings.get(term) ?? [];
    list.push(section, EXACT_HEADING_SCORE);
    postings.set(term, list);
  });

  const terms = [...postings.keys()].sort();
  const postingChars = terms.reduce((sum, t) => sum + t.length + 4 + (postings.get(t)?.length ?? 0) * 3, 0);
  const shardCount = Math.max(1, Math.ceil(postingChars / SHARD_CHARS));
  const shards: Shard[] = Array.from({ length: shardCount }, () => ({}));
  for (const term of terms) {
    const list = postings.get(term) ?? [];
    const gaps: number[] = [];
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      gaps.push(list[i] - previous, list[i + 1]);
      previous = list[i];
    }
    shards[shardOf(term, shardCount)][term] = gaps;
  }

  // Sections grouped by doc, in record order.
  const docs: DocFragment[] = [];
  const docStarts: number[] = [];
  records.forEach((record, section) => {
    let doc = docs.at(-1);
    if (!doc || doc.docId !== record.docId) {
      const hash = record.url.indexOf('#');
      doc = { docId: record.docId, url: hash === -1 ? record.url : record.url.slice(0, hash), page: record.page, crumbs: record.crumbs, sections: [] };
      docs.push(doc);
      docStarts.push(section);
    }
    const hash = record.url.indexOf('#');
    doc.sections.push({ anchor: hash === -1 ? null : record.url.slice(hash + 1), headings: record.headings, content: record.content });
  });

  const body = {
    terms: JSON.stringify(terms),
    shards: shards.map((s) => JSON.stringify(s)),
    docs: docs.map((d) => JSON.stringify(d)),
  };
  const id = createHash('sha256').update(body.terms).update(body.shards.join('')).update(body.docs.join('')).digest('hex').slice(0, 12);
  const meta: IndexMeta = { version: INDEX_VERSION, id, facets, sections: n, shards: shardCount, docStarts, synonyms };
  const files = new Map<string, string>([
    [indexFile.meta, JSON.stringify(meta)],
    [indexFile.terms(id), body.terms],
    ...body.shards.map((s, k) => [indexFile.shard(id, k), s] as [string, string]),
    ...body.docs.map((d, k) => [indexFile.doc(id, k), d] as [string, string]),
  ]);
  return { meta, files };
}
