/**
 * QA mode for search: the site built against the hosted DocSearch service, whose endpoints (and its
 * Ask AI assistant) are answered in the browser by a mock service worker with a chosen scenario.
 *
 *   npm run qa -- --search=error            build the QA site if needed, serve it at http://localhost:3000/FusionDR/
 *   npm run qa -- --search=empty --rebuild  build it again first (after changing the code or the docs)
 *
 * Scenarios: results, empty, error (HTTP 500), network (unreachable), slow. In the browser,
 * `?search-scenario=<name>` switches scenario for the rest of the tab. The QA build lives in
 * .cache/out-qa/; msw's worker script is copied there only, never into out/.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { SEARCH_QA_MOCKS_FILE, SEARCH_QA_SCENARIO_FILE } from '../src/config/search';
import { isSearchScenario, SEARCH_SCENARIOS, scenarioDescriptions, type SearchScenario } from '../src/mocks/search-handlers';
import { startServer } from './serve';

export const QA_OUT_DIR = '.cache/out-qa';

/** The hosted configuration QA builds use: made-up credentials that only the mock worker answers. */
export const QA_SEARCH_ENV = {
  NEXT_PUBLIC_DOCSEARCH_APP_ID: 'QAFUSIONDR',
  NEXT_PUBLIC_DOCSEARCH_API_KEY: 'qa-search-only-key',
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'fusiondr-qa',
  NEXT_PUBLIC_DOCSEARCH_ASK_AI_AGENT_ID: 'qa-docs-assistant',
  NEXT_PUBLIC_SEARCH_QA: '1',
} as const;

const root = process.cwd();

/** True when the QA build is missing or older than the normal build in out/. */
export function qaBuildIsStale(outDir = QA_OUT_DIR): boolean {
  const qa = join(root, outDir, 'index.html');
  if (!existsSync(qa)) return true;
  const normal = join(root, 'out', 'index.html');
  return existsSync(normal) && statSync(normal).mtimeMs > statSync(qa).mtimeMs;
}

/** The mock set-up the QA build loads on first search: msw's browser worker with the search handlers. */
export async function writeQaAssets(outDir = QA_OUT_DIR) {
  const dir = resolve(root, outDir);
  const require = createRequire(import.meta.url);
  const worker = join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
  copyFileSync(worker, join(dir, 'mockServiceWorker.js'));
  mkdirSync(join(dir, dirname(SEARCH_QA_MOCKS_FILE)), { recursive: true });
  await build({
    entryPoints: [join(root, 'src/mocks/search-qa.ts')],
    outfile: join(dir, SEARCH_QA_MOCKS_FILE),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
    // What the site's own build inlines: the QA configuration; anything else read from the environment is unset.
    define: { 'process.env': JSON.stringify({ ...QA_SEARCH_ENV, NODE_ENV: 'production' }) },
  });
}

export function writeScenario(scenario: SearchScenario, outDir = QA_OUT_DIR) {
  writeFileSync(join(root, outDir, SEARCH_QA_SCENARIO_FILE), `${JSON.stringify({ search: scenario })}\n`);
}

/** Builds the QA site into `outDir` with the hosted configuration, then adds the mock worker. */
export async function buildQaSite(outDir = QA_OUT_DIR) {
  mkdirSync(dirname(join(root, outDir)), { recursive: true });
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...QA_SEARCH_ENV, OUT_DIR: outDir, OFFLINE_MANUAL: 'off' },
  });
  if (result.status !== 0) throw new Error('The QA build failed (see above).');
  await writeQaAssets(outDir);
}

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg?.includes('=') ? arg.slice(arg.indexOf('=') + 1) : arg ? '' : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scenario = option('search') ?? 'results';
  if (!isSearchScenario(scenario)) {
    console.error(`Unknown search scenario "${scenario}". Choose one of: ${SEARCH_SCENARIOS.join(', ')}.`);
    process.exit(1);
  }
  if (option('rebuild') !== undefined || !existsSync(join(root, QA_OUT_DIR, 'index.html'))) await buildQaSite();
  else await writeQaAssets();
  writeScenario(scenario);
  const { url } = await startServer({ dir: QA_OUT_DIR, port: Number(option('port') || process.env.PORT || 3000) });
  console.log(`\nQA site at ${url.replace('127.0.0.1', 'localhost')} — search scenario "${scenario}": ${scenarioDescriptions[scenario]}.`);
  console.log(`Switch scenario in the browser with ?search-scenario=${SEARCH_SCENARIOS.join('|')} (Ctrl+C to stop).`);
}
