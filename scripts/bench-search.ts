/**
 * Search figures for `npm run bench`: the built-in index's pieces, query latency in Node, the staff
 * questions answered in the top three, the queries no page answers that find nothing (both also through
 * the hosted service's client, answered by the QA mocks), and in Chromium the time from Ctrl+K to the first result and the
 * bytes the first query transfers (the modal's code and styles, and the index's pieces).
 * Needs a build (npm run build). Run alone: npx tsx scripts/bench-search.ts [out dir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_PATH, contextOptions, launchBrowser } from '../tests/support/browser';
import { SEARCH_INDEX_DIR, searchFacetFilters, searchLimits } from '../src/config/search';
import { staffQuestions, STAFF_QUESTIONS_TARGET } from '../src/lib/search/__fixtures__/staff-questions';
import { memoryIndexSource } from '../src/lib/search/chunked/source';
import { wordsOf } from '../src/lib/search/highlight';
import { createLocalClient } from '../src/lib/search/local-client';
import { askStaffQuestions } from '../src/lib/search/staff-questions';
import { unanswerableQueries } from '../src/lib/search/__fixtures__/unanswerable-queries';
import { askUnanswerable } from '../src/lib/search/unanswerable';
import { fromAlgolia } from '../src/lib/search/algolia-client';
import { withSafeHighlights } from '../src/lib/search/safe-client';
import { searchHandlers } from '../src/mocks/search-handlers';
import { liteClient } from 'algoliasearch/lite';
import { setupServer } from 'msw/node';
import { kb } from './bench-first-load';
import { startServer } from './serve.mjs';
import type { BenchRow } from './bench';
import { isMain } from './lib/cli';

const DOC_PAGE = '/docs/settings/DICOM/worklist/';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The index's pieces as the export holds them. */
export function indexFiles(out: string): Map<string, string> {
  const dir = join(out, SEARCH_INDEX_DIR);
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/** 100 queries as readers type them, from the docs' own headings: words, a typo now and then, a word still being typed. */
function realQueries(files: Map<string, string>, count = 100): string[] {
  const headings = [...files]
    .filter(([name]) => /\.d\d+\.json$/.test(name))
    .flatMap(([, body]) => (JSON.parse(body) as { sections: { headings: string[] }[] }).sections.map((s) => s.headings.at(-1) ?? ''))
    .filter(Boolean);
  return Array.from({ length: count }, (_, i) => {
    const words = wordsOf(headings[(i * 37) % headings.length]).filter((w) => w.length > 2).slice(0, 2);
    const query = words.length > 0 ? words : ['worklist'];
    if (i % 5 === 1 && query[0].length > 5) query[0] = `${query[0].slice(0, 2)}${query[0][3]}${query[0][2]}${query[0].slice(4)}`;
    if (i % 7 === 2) query[query.length - 1] = query[query.length - 1].slice(0, 4);
    return query.join(' ');
  });
}

async function nodeLatency(files: Map<string, string>): Promise<{ median: number; p95: number }> {
  const client = createLocalClient(memoryIndexSource(files));
  const queries = realQueries(files);
  const ask = (query: string) =>
    client.search({
      requests: [{ indexName: 'bench', query, facetFilters: searchFacetFilters, hitsPerPage: searchLimits.modalHitsPerPage, attributesToSnippet: [`content:${searchLimits.modalSnippetWords}`] }],
    });
  for (const q of queries) await ask(q); // every piece loaded and parsed once
  const times: number[] = [];
  for (const q of queries) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await ask(q);
      runs.push(performance.now() - started);
    }
    times.push(runs.sort((a, b) => a - b)[2]);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

export interface FirstSearch {
  /** Ctrl+K to the first result shown, median of the runs (ms). */
  ms: number;
  /** Bytes on the wire from Ctrl+K to the first result (compressed), median of the runs. */
  bytes: number;
}

/** Ctrl+K on a loaded doc page with nothing of search loaded, a query typed as the box shows: time and bytes until the first hit shows. */
export async function firstSearch(out: string, query = 'worklist', runs = 5): Promise<FirstSearch> {
  const server = await startServer({ dir: out, port: 0 });
  const browser = await launchBrowser(CHROMIUM_PATH);
  const results: FirstSearch[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(contextOptions('desktop'));
      const page = await context.newPage();
      await page.goto(new URL(DOC_PAGE.slice(1), server.url).href, { waitUntil: 'networkidle' });
      await page.locator('button[aria-keyshortcuts]').waitFor();
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
      // The query is typed in the page the moment the box shows: a round trip to the test driver
      // (about 40 ms here) is not the site's time.
      await page.evaluate((text) => {
        const w = window as unknown as { benchStart?: number; benchHit?: Promise<number> };
        window.addEventListener('keydown', (e) => (w.benchStart ??= e.timeStamp), { capture: true, once: true });
        let typed = false;
        w.benchHit = new Promise((done) => {
          new MutationObserver((_, observer) => {
            const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
            if (input && !typed) {
              typed = true;
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }
            if (document.querySelector('.DocSearch-Hit')) {
              observer.disconnect();
              done(performance.now());
            }
          }).observe(document.body, { childList: true, subtree: true });
        });
      }, query);
      await page.keyboard.press('Control+k');
      const ms = await page.evaluate(async () => {
        const w = window as unknown as { benchStart: number; benchHit: Promise<number> };
        return (await w.benchHit) - w.benchStart;
      });
      if ((await page.locator('.DocSearch-Input').inputValue()) !== query) throw new Error(`the search box does not hold "${query}"`);
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      results.push({ ms, bytes });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: median(results.map((r) => r.ms)), bytes: median(results.map((r) => r.bytes)) };
}

const share = (n: number, of: number) => `${n} of ${of} (${((n / of) * 100).toFixed(0)}%)`;

/**
 * Both figures through the hosted service's client (Algolia's lite client, with the site's wrapper),
 * answered by the QA mocks from the same index: what the wire path and `removeWordsIfNoResults` do to them.
 */
async function hostedFigures(files: Map<string, string>) {
  const server = setupServer(...searchHandlers({ scenario: 'results', index: () => memoryIndexSource(files) }));
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const client = () => withSafeHighlights(fromAlgolia(liteClient('BENCHAPP', 'search-key')));
    const asked = await askStaffQuestions(client(), staffQuestions);
    const quiet = await askUnanswerable(client(), unanswerableQueries);
    return { answered: asked.filter((o) => o.answered).length, asked: asked.length, quiet: quiet.filter((o) => o.nbHits === 0).length, unanswerable: quiet.length };
  } finally {
    server.close();
  }
}

export async function benchSearch(out = 'out'): Promise<BenchRow[]> {
  const files = indexFiles(out);
  const gz = (text: string) => gzipSync(text).length;
  const total = [...files.values()].reduce((sum, body) => sum + gz(body), 0);
  const shards = [...files].filter(([name]) => /\.s\d+\.json$/.test(name)).map(([, body]) => gz(body));
  const terms = [...files].find(([name]) => name.endsWith('.terms.json'))?.[1] ?? '';
  const latency = await nodeLatency(files);
  const outcomes = await askStaffQuestions(createLocalClient(memoryIndexSource(files)), staffQuestions);
  const answered = outcomes.filter((o) => o.answered).length;
  const quiet = await askUnanswerable(withSafeHighlights(createLocalClient(memoryIndexSource(files))), unanswerableQueries);
  const hosted = await hostedFigures(files);
  const first = await firstSearch(out);
  return [
    { figure: 'Search index: pieces, all of them (gzip)', value: `${files.size} files, ${kb(total)}; ${shards.length} shards of at most ${kb(Math.max(...shards))}, terms ${kb(gz(terms))}` },
    { figure: 'Search query in Node, median / p95 of 100 real queries', value: `${latency.median.toFixed(2)} / ${latency.p95.toFixed(2)} ms`, target: 'p95 ≤ 5 ms' },
    {
      figure: 'Staff questions with an answer in the top three',
      value: `${answered} of ${outcomes.length} (${((answered / outcomes.length) * 100).toFixed(0)}%)`,
      target: `≥ ${STAFF_QUESTIONS_TARGET * 100}%`,
    },
    {
      figure: `Queries no page answers that find nothing (${unanswerableQueries.length})`,
      value: share(quiet.filter((o) => o.nbHits === 0).length, quiet.length),
      target: '100%',
    },
    { figure: 'Hosted search path (QA mocks): staff questions, top three', value: share(hosted.answered, hosted.asked), target: `≥ ${STAFF_QUESTIONS_TARGET * 100}%` },
    { figure: 'Hosted search path (QA mocks): unanswerable, nothing found', value: share(hosted.quiet, hosted.unanswerable), target: '100%' },
    { figure: 'Ctrl+K to first result in Chromium (median of 5)', value: `${first.ms.toFixed(0)} ms`, target: '≤ 300 ms at 84 docs, ≤ 500 ms at 1,000' },
    { figure: 'Bytes of the first query, UI code and index (median of 5)', value: kb(first.bytes), target: '≤ 200 KB' },
  ];
}

if (isMain(import.meta.url)) {
  const rows = await benchSearch(process.argv[2] ?? 'out');
  for (const row of rows) console.log(`${row.figure.padEnd(60)} ${row.value.padEnd(40)} ${row.target ?? ''}`);
}
