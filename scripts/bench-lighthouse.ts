/**
 * Lighthouse mobile (its default: a mid-range phone on a slow 4G connection) on home, introduction and
 * worklist, median of 3 runs each, against the export served by `npm start`'s server. Lighthouse is run
 * with npx at a pinned version rather than installed with the project (it is only for this figure).
 * Run alone: npx tsx scripts/bench-lighthouse.ts
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser';
import type { BenchRow } from './bench';
import { startServer } from './serve.mjs';
import { isMain } from './lib/cli';
import { withRetries } from './lib/with-retries';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = { home: '/', introduction: '/docs/', worklist: '/docs/settings/DICOM/worklist/' };
const RUNS = 3;
/** Lighthouse now and then fails to record a page load (NO_NAVSTART, NO_FCP) and asks to be run again. */
const ATTEMPTS = 3;
const runAgain = (error: unknown) => /run Lighthouse again/i.test(String((error as { stderr?: string }).stderr ?? error));

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
}

/** Runs Lighthouse as a child process without blocking this one, which serves the site it measures. */
async function lighthouse(url: string, dir: string): Promise<Run> {
  const report = join(dir, 'report.json');
  await promisify(execFile)(
    'npx',
    ['-y', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${report}`, '--only-categories=performance', `--chrome-path=${CHROMIUM_PATH}`, `--chrome-flags=${CHROMIUM_ARGS.map((a) => (a === '--headless' ? '--headless=new' : a)).join(' ')}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  return {
    score: Math.round(categories.performance.score * 100),
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchLighthouse(out = 'out'): Promise<BenchRow[]> {
  const server = await startServer({ dir: out, port: 0 });
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const rows: BenchRow[] = [];
  try {
    for (const [name, path] of Object.entries(PAGES)) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await withRetries(() => lighthouse(new URL(path.slice(1), server.url).href, dir), ATTEMPTS, runAgain));
      rows.push({
        figure: `Lighthouse mobile, ${name} (median of ${RUNS})`,
        value: `performance ${median(runs.map((r) => r.score))}, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
        target: 'performance ≥ 98, TBT ≤ 100 ms, LCP ≤ 1.5 s',
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await server.close();
  }
  return rows;
}

if (isMain(import.meta.url)) {
  for (const row of await benchLighthouse(process.argv[2] ?? 'out')) console.log(`${row.figure.padEnd(44)} ${row.value}   (target ${row.target})`);
}
