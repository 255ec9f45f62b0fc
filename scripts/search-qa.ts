/**
 * QA mode for search: a copy of the built site configured for the hosted DocSearch service, whose
 * endpoints (and its Ask AI assistant) are answered in the browser by a mock service worker with a
 * chosen scenario. The copy is made from out/ and configured (scripts/configure.ts): no second build.
 *
 *   npm run qa -- --search=error            copy out/ (built first if missing), serve it at http://localhost:3000/FusionDR/
 *   npm run qa -- --search=empty --rebuild  build out/ again first (after changing the code or the docs)
 *
 * Scenarios: results, empty, error (HTTP 500), network (unreachable), slow. In the browser,
 * `?search-scenario=<name>` switches scenario for the rest of the tab. The QA copy lives in
 * .cache/out-qa/; msw's worker script is copied there only, never into out/.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { SEARCH_QA_MOCKS_FILE, SEARCH_QA_SCENARIO_FILE } from '../src/config/search';
import { settingsFromEnv } from '../src/config/site-settings';
import { isSearchScenario, SEARCH_SCENARIOS, scenarioDescriptions, type SearchScenario } from '../src/mocks/search-handlers';
import { configureCopy } from './configure';
import { startServer } from './serve.mjs';
import { isMain, toolPath } from './lib/cli';
import { readEnv } from '../src/config/env';

export const QA_OUT_DIR = '.cache/out-qa';

/**
 * The hosted configuration of QA copies: made-up credentials that only the mock worker answers. The
 * offline manual is off: its service worker and msw's would claim the same scope.
 */
export const QA_SEARCH_ENV = {
  NEXT_PUBLIC_DOCSEARCH_APP_ID: 'QAFUSIONDR',
  NEXT_PUBLIC_DOCSEARCH_API_KEY: 'qa-search-only-key',
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'fusiondr-qa',
  NEXT_PUBLIC_DOCSEARCH_ASK_AI_AGENT_ID: 'qa-docs-assistant',
  NEXT_PUBLIC_SEARCH_QA: '1',
  OFFLINE_MANUAL: 'off',
} as const;

const root = process.cwd();

/** The mock set-up the QA copy loads on first search: msw's browser worker with the search handlers. */
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
    // The mocks read the page's settings as the site does; nothing else from the environment.
    define: { 'process.env': JSON.stringify({ NODE_ENV: 'production' }) },
  });
}

export function writeScenario(scenario: SearchScenario, outDir = QA_OUT_DIR) {
  writeFileSync(join(root, outDir, SEARCH_QA_SCENARIO_FILE), `${JSON.stringify({ search: scenario })}\n`);
}

/** The QA copy: out/ copied into `outDir`, configured for the hosted search and QA mode, plus the mock worker. */
export async function prepareQaSite(outDir = QA_OUT_DIR, from = 'out') {
  mkdirSync(dirname(join(root, outDir)), { recursive: true });
  await configureCopy(join(root, from), join(root, outDir), settingsFromEnv({ ...process.env, ...QA_SEARCH_ENV }));
  await writeQaAssets(outDir);
}

function buildSite() {
  const result = spawnSync(toolPath('tsx', root), ['scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: 'out' } });
  if (result.status !== 0) throw new Error('The build failed (see above).');
}

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg?.includes('=') ? arg.slice(arg.indexOf('=') + 1) : arg ? '' : undefined;
}

if (isMain(import.meta.url)) {
  const scenario = option('search') ?? 'results';
  if (!isSearchScenario(scenario)) {
    console.error(`Unknown search scenario "${scenario}". Choose one of: ${SEARCH_SCENARIOS.join(', ')}.`);
    process.exit(1);
  }
  if (option('rebuild') !== undefined || !existsSync(join(root, 'out', 'index.html'))) buildSite();
  await prepareQaSite();
  writeScenario(scenario);
  const { url } = await startServer({ dir: QA_OUT_DIR, port: Number(option('port')) || readEnv().PORT });
  console.log(`\nQA site at ${url.replace('127.0.0.1', 'localhost')} — search scenario "${scenario}": ${scenarioDescriptions[scenario]}.`);
  console.log(`Switch scenario in the browser with ?search-scenario=${SEARCH_SCENARIOS.join('|')} (Ctrl+C to stop).`);
}
