/**
 * The offline manual's part of the build's finishing step: lists the whole manual
 * (out/offline-manual.json), writes the worker's per-build script and generates the service worker
 * (out/sw.js) with workbox-build. See README, "Reading offline".
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSW, getManifest } from 'workbox-build';
import { BASE_PATH } from '../src/config/site';
import { PRECOMPRESSED_ENCODINGS } from '../src/config/precompress';
import { runAsMain } from './lib/cli';
import { exportBasePath } from './lib/export-base-path';
import { offlineManualEnabled } from '../src/config/env';
import { OFFLINE_MANUAL_FILE, SERVICE_WORKER_BUILD_FILE, SERVICE_WORKER_FILE, neverCachedPaths, offlineManualFileOf, offlineManualGlobs } from '../src/config/offline';
import { latestVersion, versions } from '../src/config/versions';
import { versionOfFile } from '../src/lib/offline/version-files';
import { addressOf, buildName, type OfflineManual } from '../src/lib/offline/manual-list';
import { retiringWorkerScript, workerBuildScript } from '../src/lib/offline/worker-build';
import { renamedWorker } from '../src/lib/offline/worker-rename';
import { workerOptions } from '../src/lib/offline/worker-config';

/**
 * Lists the whole manual in an export folder built for `basePath`: its files' addresses, total size and
 * the build's name; with versions cut, each version's manual (its own pages and what all share), by name.
 */
export async function offlineManualsOf(dir: string, basePath = BASE_PATH): Promise<Map<string, OfflineManual>> {
  const { manifestEntries, size, warnings } = await getManifest({
    globDirectory: dir,
    globPatterns: [...offlineManualGlobs],
    // The compressed copies are the same files again: a browser asks for the file, and the server picks the copy.
    globIgnores: [...neverCachedPaths.map((path) => `${path.replace(/^\//, '')}**`), ...PRECOMPRESSED_ENCODINGS.map(({ suffix }) => `**/*${suffix}`)],
    maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`The offline manual cannot be listed: ${warnings.join(' ')}`);
  // One build name for the whole export: the worker's caches carry it, whichever version was downloaded.
  const build = buildName(manifestEntries);
  if (versions.length === 1) return new Map([[versions[0].name, { build, bytes: size, urls: manifestEntries.map((entry) => addressOf(entry.url, basePath)) }]]);
  return new Map(
    versions.map((version) => {
      const entries = manifestEntries.filter((entry) => [null, version.name].includes(versionOfFile(entry.url, versions)));
      const bytes = entries.reduce((sum, entry) => sum + statSync(join(dir, entry.url)).size, 0);
      return [version.name, { build, bytes, urls: entries.map((entry) => addressOf(entry.url, basePath)) }];
    }),
  );
}

/** The latest version's manual (the whole manual when no version is cut). */
export async function offlineManualOf(dir: string, basePath = BASE_PATH): Promise<OfflineManual> {
  return (await offlineManualsOf(dir, basePath)).get(latestVersion.name) as OfflineManual;
}

/** A generated worker and the build it was generated for. */
export interface GeneratedWorker {
  script: string;
  build: string;
  basePath?: string;
}

/** The build name of the worker generated before the build's own is known; renamed once it is. */
const AHEAD_BUILD = 'aheadofbuild';

/**
 * The worker generated ahead of the build's name: it needs the base path only, so the build starts it
 * while Next builds, and generating it (bundling and minifying Workbox's runtime) no longer waits at the
 * end of the build.
 */
export async function workerAhead(basePath = BASE_PATH): Promise<GeneratedWorker> {
  const dir = mkdtempSync(join(tmpdir(), 'fusiondr-worker-'));
  try {
    const swDest = join(dir, SERVICE_WORKER_FILE);
    await generateSW(workerOptions({ swDest, build: AHEAD_BUILD, buildScript: SERVICE_WORKER_BUILD_FILE, basePath }));
    return { script: readFileSync(swDest, 'utf8'), build: AHEAD_BUILD, basePath };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes the offline manual's files into an export folder; returns the manual's listing. Turned off
 * (OFFLINE_MANUAL=off), writes only a worker that removes the previous one from the browsers that have
 * it, and removes the manual's other files. `ahead`: the worker generated while the export was built.
 */
export async function writeServiceWorker(dir: string, enabled = offlineManualEnabled(), basePath = BASE_PATH, ahead?: Promise<GeneratedWorker>): Promise<OfflineManual | null> {
  if (!enabled) {
    for (const file of [...versions.map(offlineManualFileOf), SERVICE_WORKER_BUILD_FILE]) rmSync(join(dir, file), { force: true });
    writeFileSync(join(dir, SERVICE_WORKER_FILE), retiringWorkerScript());
    return null;
  }
  // A worker generated ahead for another base path, or that failed, is generated again here.
  const early = await ahead?.catch(() => undefined);
  const previous = previousWorker(dir) ?? (early?.basePath === basePath ? early : null);
  const manuals = await offlineManualsOf(dir, basePath);
  for (const version of versions) writeFileSync(join(dir, offlineManualFileOf(version)), `${JSON.stringify(manuals.get(version.name))}\n`);
  const manual = manuals.get(latestVersion.name) as OfflineManual;
  writeFileSync(join(dir, SERVICE_WORKER_BUILD_FILE), workerBuildScript(manual.build));
  const renamed = previous && renamedWorker(previous.script, previous.build, manual.build);
  if (renamed) writeFileSync(join(dir, SERVICE_WORKER_FILE), renamed);
  else await generateSW(workerOptions({ swDest: join(dir, SERVICE_WORKER_FILE), build: manual.build, buildScript: SERVICE_WORKER_BUILD_FILE, basePath }));
  return manual;
}

/** The worker an earlier run wrote into the folder (the build's, before the configure step), if any. */
function previousWorker(dir: string): GeneratedWorker | null {
  const [worker, listing] = [join(dir, SERVICE_WORKER_FILE), join(dir, OFFLINE_MANUAL_FILE)];
  if (!existsSync(worker) || !existsSync(listing)) return null;
  return { script: readFileSync(worker, 'utf8'), build: (JSON.parse(readFileSync(listing, 'utf8')) as OfflineManual).build };
}

// `tsx scripts/service-worker.ts out`: the worker again for an export folder (after editing it by hand).
await runAsMain(import.meta.url, async () => {
  const dir = parseArgs({ allowPositionals: true }).positionals[0] ?? 'out';
  const manual = await writeServiceWorker(dir, undefined, exportBasePath(dir));
  console.log(
    manual
      ? `Service worker written to ${dir}/${SERVICE_WORKER_FILE}: build ${manual.build}, whole manual ${manual.urls.length} files (${Math.round(manual.bytes / 1024)} KB).`
      : `Offline manual off: ${dir}/${SERVICE_WORKER_FILE} removes the previous worker from the browsers that have it.`,
  );
});
