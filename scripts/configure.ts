/**
 * The configure step: applies a deployment's settings (analytics, the hosted search, QA mode, the
 * offline manual; see README, "Configuration") to a finished export, without building it again. It
 * writes each page's settings block, sets connect-src in each page's policy (its <meta> tag, the
 * headers files and the host configurations written from them), and writes the offline manual's
 * worker. The build runs it with its own environment.
 *
 *   npm run configure -- --out <dir>     the settings from the environment, into an export folder (default: out)
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connectSrcFor } from '../src/config/csp';
import { EnvError, readEnv } from '../src/config/env';
import { HEADERS_FILE } from '../src/config/hosting';
import { settingsFromEnv } from '../src/config/site-settings';
import { configuredHeadersJson, configuredNetlifyHeaders, configuredPage } from '../src/lib/settings/configure-page';
import type { SiteSettings } from '../src/lib/settings/site-settings';
import { htmlFiles } from './content-security-policy';
import type { HeadersFile } from './headers-files';
import { writeHostConfigs } from './host-configs';
import { runAsMain } from './lib/cli';
import { exportBasePath } from './lib/export-base-path';
import { describePrecompress, precompressExport, type CopiedFile, type PrecompressReport } from './precompress-export';
import { writeServiceWorker, type GeneratedWorker } from './service-worker';

export interface ConfigureOptions {
  /** The export this one replaces: compressed copies of files that did not change are taken from it. */
  reuseCopiesFrom?: string;
  /** The pages carry these settings already (the build writes them in its one pass over the pages). */
  pagesConfigured?: boolean;
  /** The offline manual's worker, generated while the export was built (scripts/service-worker.ts). */
  workerAhead?: Promise<GeneratedWorker>;
  /** Files compressed earlier in the build: those not written since are not compressed again. */
  copiesDone?: ReadonlyMap<string, CopiedFile>;
}

/**
 * Applies the settings to the export in `dir`, then writes again the compressed copies of the files it
 * changed (scripts/precompress-export.ts); returns how many pages it configured, and the copies' report.
 */
export async function configureExport(dir: string, settings: SiteSettings, options: ConfigureOptions = {}): Promise<{ pages: number; copies: PrecompressReport }> {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/ holds no exported site (no index.html): run "npm run build" first, or name the export with --out <dir>.`);
  }
  const connectSrc = connectSrcFor(settings);
  const pages = htmlFiles(dir);
  for (const file of options.pagesConfigured ? [] : pages) {
    const path = join(dir, file);
    writeFileSync(path, configuredPage(readFileSync(path, 'utf8'), settings, connectSrc));
  }
  const netlify = join(dir, HEADERS_FILE);
  if (existsSync(netlify)) writeFileSync(netlify, configuredNetlifyHeaders(readFileSync(netlify, 'utf8'), connectSrc));
  const json = join(dir, '_headers.json');
  if (existsSync(json)) {
    const file = JSON.parse(readFileSync(json, 'utf8')) as HeadersFile;
    writeFileSync(json, `${JSON.stringify(configuredHeadersJson(file, connectSrc), null, 2)}\n`);
    // From the headers file as configured: the nginx and Caddy configurations carry the same connect-src.
    writeHostConfigs(dir);
  }
  // Then the worker: its build name is a hash of the pages as they are now; its scope is the export's base path.
  await writeServiceWorker(dir, settings.offlineManual, exportBasePath(dir), options.workerAhead);
  // Last, after every change: no compressed copy may hold a file as it was before this step.
  const copies = await precompressExport(dir, { reuseFrom: options.reuseCopiesFrom, done: options.copiesDone });
  return { pages: pages.length, copies };
}

/** A copy of the export in `from`, at `to` (replaced), configured with these settings. */
export async function configureCopy(from: string, to: string, settings: SiteSettings): Promise<void> {
  if (!existsSync(join(from, 'index.html'))) throw new Error(`${from}/ holds no exported site (no index.html): run "npm run build" first.`);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  await configureExport(to, settings);
}

/** One line per setting, for the command's report. */
export function describeSettings(settings: SiteSettings): string[] {
  const { analytics, search } = settings;
  return [
    `analytics: ${analytics ? `${analytics.endpoint} (domain ${analytics.domain})` : 'off'}`,
    `search: ${search ? `hosted, app ${search.appId}, index ${search.indexName}${search.agentId ? `, Ask AI agent ${search.agentId}` : ''}` : 'the built-in index'}`,
    `QA mode: ${settings.searchQa ? 'on' : 'off'}`,
    `offline manual: ${settings.offlineManual ? 'on' : 'off'}`,
    `connect-src: ${connectSrcFor(settings).join(' ')}`,
  ];
}

/** The settings from the environment, or the sentences naming each invalid variable. */
function environmentSettings(): SiteSettings {
  try {
    readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    throw new Error(`The environment has ${error.problems.length} invalid value(s) (see README, "Configuration"):\n${error.problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  }
  return settingsFromEnv();
}

await runAsMain(import.meta.url, async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const settings = environmentSettings();
  const dir = values.out ?? readEnv().OUT_DIR;
  // The base path is in every page and payload: only a build changes it.
  const built = exportBasePath(dir);
  if (process.env.BASE_PATH !== undefined && process.env.BASE_PATH !== built) {
    throw new Error(`${dir}/ was built for the base path "${built}", not BASE_PATH "${process.env.BASE_PATH}": build it again (BASE_PATH=${process.env.BASE_PATH} npm run build), or configure it without BASE_PATH.`);
  }
  const { pages, copies } = await configureExport(dir, settings);
  console.log(`Configured ${pages} pages in ${dir}/:\n${[...describeSettings(settings), describePrecompress(copies)].map((line) => `  ${line}`).join('\n')}`);
});
