/**
 * Ask AI without an assistant: the passages of the docs that best answer a question, quoted word for
 * word with a link to their section. Nothing is generated; the text is the documentation's own.
 */
import { searchLimits } from '../../config/search';
import { analysisFor, english, type Analysis } from './analyze';
import { decodeEntities, markWords, toSafeHtml, wordsOf } from './highlight';
import { LEVELS, type SearchClient, type SearchHit, type SearchRequest } from './types';

export interface Quote {
  /** Where the passage comes from, on this site. */
  url: string;
  /** Page, then the section's headings. */
  source: string[];
  /** The passage as escaped HTML, the question's words in `<mark>`. */
  html: string;
  /** The passage as plain text. */
  text: string;
}

/** The words of a question worth looking for, read in the language of the docs it is asked of. */
export function questionTerms(question: string, analysis: Analysis = english): string[] {
  const words = wordsOf(question);
  const topical = analysis.topicalWords(question);
  return [...new Set(topical.length > 0 ? topical : words)];
}

/** A word of the text answers a term when they share a stem, as search matches them. */
function relates(word: string, term: string, { stemOf }: Analysis): boolean {
  return word === term || stemOf(word) === stemOf(term);
}

/** The question's words, and the words search matched for them in this hit (synonyms, corrected typos). */
function termsForHit(hit: SearchHit, terms: string[]): string[] {
  const values = [hit._highlightResult?.content, ...Object.values(hit._highlightResult?.hierarchy ?? {})];
  const matched = values.flatMap((v) => v?.matchedWords ?? []).map((w) => w.toLowerCase());
  return [...new Set([...terms, ...matched])];
}

/** Sentences, block by block (a paragraph, a list item, a table row). */
function blocksOf(text: string): string[][] {
  return text
    .split(/\n+/)
    .map((block) =>
      block
        .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .filter((sentences) => sentences.length > 0);
}

/** The run of one or two sentences of one block of `text` that mentions the most of the question's terms. */
export function bestPassage(text: string, terms: string[], maxChars: number = searchLimits.passageChars, analysis: Analysis = english): string {
  const score = (s: string) => {
    const words = wordsOf(s);
    return terms.filter((t) => words.some((w) => relates(w, t, analysis))).length;
  };
  let best = { text: '', score: -1 };
  // More of the question's words wins; between equals, the shorter passage.
  const consider = (candidate: string) => {
    const s = score(candidate);
    if (s > best.score || (s === best.score && candidate.length < best.text.length)) best = { text: candidate, score: s };
  };
  for (const sentences of blocksOf(text)) {
    sentences.forEach((sentence, i) => {
      consider(sentence);
      const next = sentences[i + 1];
      if (next && sentence.length + next.length + 1 <= maxChars) consider(`${sentence} ${next}`);
    });
  }
  return best.text.length <= maxChars ? best.text : `${best.text.slice(0, maxChars - 1).replace(/\s+\S*$/, '')}…`;
}

/** Hits come as escaped HTML (see safe-client.ts); a quote is cut from their text. */
const textOf = (html: string) => decodeEntities(html);

function sourceOf(hit: SearchHit): string[] {
  const trail = LEVELS.map((l) => hit.hierarchy?.[l]).filter((v): v is string => typeof v === 'string' && v.length > 0).map(textOf);
  return trail.filter((v, i) => trail.indexOf(v) === i);
}

export function quoteOf(hit: SearchHit, questionWords: string[], analysis: Analysis = english): Quote | null {
  const terms = termsForHit(hit, questionWords);
  const content = typeof hit.content === 'string' ? textOf(hit.content) : '';
  const text = bestPassage(content, terms, searchLimits.passageChars, analysis);
  if (!text) return null;
  const marked = markWords(text, (w) => terms.some((t) => relates(w, t, analysis)));
  return { url: hit.url, source: sourceOf(hit), text, html: toSafeHtml(marked) };
}

/** Quotes that answer `question`, best first: one per section, at most `limit`. */
export async function answerFromDocs(
  client: SearchClient,
  base: Pick<SearchRequest, 'indexName' | 'facetFilters'>,
  question: string,
  limit: number = searchLimits.quotedPassages,
): Promise<Quote[]> {
  if (wordsOf(question).length === 0) return [];
  const { results } = await client.search({
    requests: [{ ...base, query: question, hitsPerPage: limit * 4, removeStopWords: true, removeWordsIfNoResults: 'allOptional' }],
  });
  const hits = results[0]?.hits ?? [];
  // Hits carry their index's language: the question is read in it, as search read it.
  const language = hits[0]?.language;
  const analysis = typeof language === 'string' ? await analysisFor(language).catch(() => english) : english;
  const words = questionTerms(question, analysis);
  const quotes: Quote[] = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    if (quotes.length >= limit) break;
    const quote = quoteOf(hit, words, analysis);
    if (!quote || seen.has(quote.url) || seen.has(quote.text)) continue;
    seen.add(quote.url);
    seen.add(quote.text);
    quotes.push(quote);
  }
  return quotes;
}
