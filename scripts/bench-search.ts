/**
 * Search figures for `npm run bench`: the built-in index's size, query latency in Node over 100 real
 * queries, the time from the shortcut to the first rendered results in Chromium, and a doc page's
 * first-load JavaScript. Needs a build (npm run build). Run alone: npx tsx scripts/bench-search.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contextOptions, launchBrowser } from '../tests/support/browser';
import { SEARCH_INDEX_FILE, searchFacetFilters, searchLimits } from '../src/config/search';
import { createEngine } from '../src/lib/search/engine';
import { wordsOf } from '../src/lib/search/highlight';
import { answer } from '../src/lib/search/local-client';
import type { SearchIndexFile, SearchRecord } from '../src/lib/search/types';
import { startServer } from './serve';

export interface BenchRow {
  figure: string;
  value: string;
  target?: string;
}

const OUT = 'out';
const DOC_PAGE = '/docs/settings/DICOM/worklist/';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** 100 queries as readers type them, taken from the docs' own headings: words, prefixes and typos. */
export function realQueries(records: SearchRecord[], count = 100): string[] {
  const titled = records.filter((r) => r.headings.length > 0);
  return Array.from({ length: count }, (_, i) => {
    const record = titled[(i * 37) % titled.length];
    const words = wordsOf(record.headings.at(-1) ?? record.page).filter((w) => w.length > 2).slice(0, 2);
    const query = words.length > 0 ? words : wordsOf(record.page).slice(0, 1);
    if (i % 5 === 1 && query[0].length > 5) query[0] = `${query[0].slice(0, 2)}${query[0][3]}${query[0][2]}${query[0].slice(4)}`; // a typo
    if (i % 7 === 2) query[query.length - 1] = query[query.length - 1].slice(0, 4); // still typing
    return query.join(' ');
  });
}

function nodeLatency(file: SearchIndexFile): { median: number; p95: number } {
  const engine = createEngine(file.records);
  const queries = realQueries(file.records);
  const request = (query: string) => ({
    indexName: 'bench',
    query,
    facetFilters: searchFacetFilters,
    hitsPerPage: searchLimits.modalHitsPerPage,
    attributesToSnippet: [`content:${searchLimits.modalSnippetWords}`],
  });
  for (const q of queries) answer(engine, request(q)); // warm up
  // Each query's time is the median of 5 runs, so that a pause of the machine does not count as the query's.
  const times = queries.map((q) => {
    const runs = Array.from({ length: 5 }, () => {
      const started = performance.now();
      answer(engine, request(q));
      return performance.now() - started;
    }).sort((a, b) => a - b);
    return runs[2];
  });
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** First-load scripts of the doc page that hold the search libraries (DocSearch, MiniSearch): there should be none. */
function searchLibrariesInFirstLoad(): string[] {
  const html = readFileSync(join(OUT, DOC_PAGE, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/^\/FusionDR/, ''));
  return sources.filter((src) => /DocSearch-Modal|MiniSearch/.test(readFileSync(join(OUT, src), 'utf8')));
}

/** Ctrl+K on a loaded doc page with nothing of search loaded, the query typed at once: ms until the first hit shows. */
async function shortcutToResults(runs = 5): Promise<number> {
  const server = await startServer({ dir: OUT, port: 0 });
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(contextOptions('desktop'));
      const page = await context.newPage();
      await page.goto(new URL(DOC_PAGE.slice(1), server.url).href, { waitUntil: 'networkidle' });
      await page.locator('button[aria-keyshortcuts]').waitFor();
      await page.evaluate(() => {
        const w = window as unknown as { benchStart?: number; benchHit?: Promise<number> };
        window.addEventListener('keydown', (e) => (w.benchStart ??= e.timeStamp), { capture: true, once: true });
        w.benchHit = new Promise((done) => {
          new MutationObserver((_, observer) => {
            if (document.querySelector('.DocSearch-Hit')) {
              observer.disconnect();
              done(performance.now());
            }
          }).observe(document.body, { childList: true, subtree: true });
        });
      });
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('worklist');
      times.push(await page.evaluate(async () => {
        const w = window as unknown as { benchStart: number; benchHit: Promise<number> };
        return (await w.benchHit) - w.benchStart;
      }));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

export async function benchSearch(): Promise<BenchRow[]> {
  const raw = readFileSync(join(OUT, SEARCH_INDEX_FILE));
  const file = JSON.parse(raw.toString('utf8')) as SearchIndexFile;
  const latency = nodeLatency(file);
  const searchInFirstLoad = searchLibrariesInFirstLoad();
  const shortcut = await shortcutToResults();
  return [
    { figure: 'Search index (gzip)', value: `${kb(gzipSync(raw).length)} (${file.records.length} sections, ${kb(raw.length)} raw)`, target: '≤ 150 KB' },
    { figure: 'Search query in Node, median of 100 real queries', value: `${latency.median.toFixed(2)} ms` },
    { figure: 'Search query in Node, p95 of 100 real queries', value: `${latency.p95.toFixed(2)} ms`, target: '≤ 5 ms' },
    { figure: 'Ctrl+K to first rendered results in Chromium (median of 5)', value: `${shortcut.toFixed(0)} ms`, target: '≤ 300 ms' },
    {
      figure: `Search libraries in the first load of ${DOC_PAGE}`,
      value: searchInFirstLoad.length === 0 ? 'none (loaded on intent)' : searchInFirstLoad.join(', '),
      target: 'none',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchSearch();
  for (const row of rows) console.log(`${row.figure.padEnd(62)} ${row.value.padEnd(36)} ${row.target ?? ''}`);
}
