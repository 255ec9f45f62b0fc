/**
 * The development site, the same for `npm run dev` and `npm run cms`:
 *   - after each burst of changes under content/, the content check judges the files, then the site's
 *     one snapshot file (the docs it read and its verdict) is replaced whole (scripts/content-watch.ts,
 *     scripts/content-snapshot.ts), so a burst of changes never shows the site a half-written set of
 *     files, nor a doc the check has not judged (started again on the same files and code, the last
 *     snapshot is served at once: scripts/lib/checked-verdict.ts). contentlayer does not run here: the check validates
 *     the same frontmatter against the same schemas, and the docs' types change with the schemas only
 *     (npm run typecheck generates them);
 *   - `next dev` on Turbopack (Next's default, its fastest) on an inner port, behind a gate that tells
 *     the open pages of each published snapshot (scripts/dev-gate.ts); both on the loopback interface.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_EARLY_WARM_PATH, DEV_HOST, DEV_NOT_FOUND_PATH, DEV_WARM_PATHS } from '../src/config/dev-server';
import { ensureSnapshot } from './content-snapshot';
import { startContentPipeline } from './content-watch';
import { startDevGate, type DevGate } from './dev-gate';
import { freePort } from './dev-probe';
import { searchIndexUrl } from '../src/config/search';
import { BASE_PATH } from '../src/config/site';
import { sourcePathsOfDocId } from '../src/lib/content-problems';
import { docIdOfPath, versionOfPath, versions, type DocsVersion } from '../src/config/versions';
import { isMain, toolPath } from './lib/cli';
import { endGroup, groupStopper, terminateGroup } from './lib/process-group';
import { readEnv, type EnvName } from '../src/config/env';
import { snapshotVersionIn } from '../src/lib/snapshot-version';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Makes `next dev`'s rewrites of its prerender manifest atomic (see the file). */
const ATOMIC_MANIFEST_PRELOAD = fileURLToPath(new URL('./lib/atomic-prerender-manifest.cjs', import.meta.url));

/** NODE_OPTIONS with `preload` required first, and what was set kept. */
export function nodeOptionsRequiring(preload: string, existing = ''): string {
  return `--require ${JSON.stringify(preload)}${existing ? ` ${existing}` : ''}`;
}

/** A request Next logged as answered with a server error (`GET /FusionDR/docs/x/ 500 in 2.3s`). */
const FAILED_REQUEST = /^\s*[A-Z]+ \S+ 5\d\d in /;

/** For a doc page's address (in any docs version), whether its file is on disk; undefined for any other address. */
export function docOnDisk(root: string, path: string, all: readonly DocsVersion[] = versions): boolean | undefined {
  const prefix = `${BASE_PATH}/docs/`;
  if (!path.startsWith(prefix) || path === prefix) return undefined;
  let sitePath: string;
  try {
    sitePath = decodeURIComponent(path.slice(BASE_PATH.length));
  } catch {
    return false;
  }
  const version = versionOfPath(sitePath, all);
  const docId = docIdOfPath(sitePath, all);
  // A version's own main page (/docs/next/).
  if (docId === '') return undefined;
  return !docId.includes('..') && sourcePathsOfDocId(docId, version.contentDir).some((source) => existsSync(join(root, source)));
}

/** Whether an address should answer: a doc page whose file is on disk, or a piece of the search index. */
function expectedAddress(root: string, path: string): boolean {
  return path.startsWith(searchIndexUrl) || docOnDisk(root, path) === true;
}

export interface DevSiteOptions {
  /**
   * Whether the server's errors name the source's lines (Next's server source maps): a developer's
   * `npm run dev` has them; `npm run cms` does not, unless SOURCE_MAPS=1. Its writers do not read stack
   * traces, and the first doc page of a fresh start comes about half a second sooner without them.
   */
  serverSourceMaps: boolean;
}

/** The development site as `npm run cms` starts it. */
export const WRITERS_SITE: DevSiteOptions = { serverSourceMaps: false };

export interface DevSite {
  url: string;
  /** Resolves when the site answers; rejects if a part of it stops. */
  ready: Promise<void>;
  /**
   * Resolves with the first exit code once every part has exited, and every process a part started
   * (when one part stops, the rest are stopped).
   */
  stopped: Promise<number>;
  stop(): void;
  /** The requests Next answered with a server error, as it logged them (the gate asked again for a page). */
  failedRequests: string[];
}

function prefixed(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream, onLine?: (line: string) => void) {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`[${name}] ${line}\n`);
      onLine?.(line);
    }
  });
}

/** The environment of the development site's processes (SOURCE_MAPS set by the writer wins; NODE_OPTIONS set by the writer is kept, after the preload). */
export function devSiteEnv(root: string, options: DevSiteOptions, source: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const sourceMaps: EnvName = 'SOURCE_MAPS';
  return {
    ...source,
    PWD: root,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: nodeOptionsRequiring(ATOMIC_MANIFEST_PRELOAD, source.NODE_OPTIONS),
    ...(options.serverSourceMaps ? {} : { [sourceMaps]: source[sourceMaps] || '0' }),
  };
}

export function startDevSite(root = process.cwd(), port = readEnv().PORT, options: DevSiteOptions = { serverSourceMaps: true }): DevSite {
  // The tools of this repository, also when the site is a copy of it (the tests, the benchmark).
  const bin = (name: string) => toolPath(name, repo);
  const env = devSiteEnv(root, options);
  const children: ChildProcess[] = [];
  let stopWatching = () => {};
  let settle: (code: number) => void = () => {};
  let firstCode: number | undefined;
  const stopped = new Promise<number>((resolve) => (settle = resolve));
  const stop = () => {
    stopWatching();
    for (const child of children) if (child.exitCode === null) terminateGroup(child);
  };
  const failedRequests: string[] = [];
  const run = (name: string, command: string, args: string[], onLine?: (line: string) => void) => {
    // In a process group of its own, stopped whole: `next dev` serves from a child process of its own,
    // which a signal to `next dev` alone has once left running after its parent had exited.
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    groupStopper(child);
    prefixed(name, child.stdout, process.stdout, onLine);
    prefixed(name, child.stderr, process.stderr, onLine);
    child.on('exit', async (code) => {
      firstCode ??= code ?? 1;
      stop();
      if (child.pid !== undefined) await endGroup(child.pid);
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) settle(firstCode);
    });
    children.push(child);
    return child;
  };

  const url = `http://${DEV_HOST}:${port}`;
  let gate: DevGate | undefined;
  ensureSnapshot(root);
  let warmed = () => {};
  const warm = new Promise<void>((resolve) => (warmed = resolve));
  const pipeline = startContentPipeline(
    root,
    (count) => {
      gate?.published();
      if (count > 0) process.stdout.write(`[check] ${count} problem${count === 1 ? '' : 's'} in the docs: the doc pages show them.\n`);
    },
    warm,
  );
  stopWatching = () => {
    pipeline.stop();
    void gate?.close();
  };
  const nextReady = (async () => {
    const innerPort = await freePort();
    gate = await startDevGate(
      DEV_HOST,
      port,
      innerPort,
      (path) => expectedAddress(root, path),
      pipeline.published,
      (path) => (docOnDisk(root, path) === false ? DEV_NOT_FOUND_PATH : undefined),
      () => snapshotVersionIn(root),
    );
    await new Promise<void>((resolve) => {
      run('next', bin('next'), ['dev', '--hostname', DEV_HOST, '--port', String(innerPort)], (line) => {
        if (/Ready in|✓ Ready/.test(line)) resolve();
        if (FAILED_REQUEST.test(line)) failedRequests.push(line.trim());
      });
    });
    return innerPort;
  })();
  // Next compiles a route at its first request: the doc route first, from the snapshot there is, while
  // the check judges the docs (asked behind the gate's back). Alone: on two cores, compiling other
  // routes beside it delayed the first doc page by about a second.
  const docRouteCompiled = nextReady.then((innerPort) =>
    fetch(`http://${DEV_HOST}:${innerPort}${DEV_EARLY_WARM_PATH}`).then((r) => r.arrayBuffer()).then(() => {}, () => {}),
  );
  const ready = new Promise<void>((resolve, reject) => {
    void stopped.then((code) => reject(new Error(`the development site stopped (exit code ${code})`)));
    Promise.all([nextReady, pipeline.published]).then(() => resolve(), reject);
  });
  // Then the docs' front page, the search index and the 404 page, so the writer's first click and first
  // search do not wait for them; and then the first check, when the last one's snapshot was served.
  void Promise.all([ready, docRouteCompiled]).then(async () => {
    for (const path of DEV_WARM_PATHS) await fetch(`${url}${path}`).catch(() => {});
    warmed();
  }, () => {});
  return { url, ready, stopped, stop, failedRequests };
}

// `npm run dev`
if (isMain(import.meta.url)) {
  const site = startDevSite();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => site.stop());
  site.ready.then(
    () => console.log(`\n  The site is at ${site.url}${BASE_PATH}/\n`),
    () => {},
  );
  void site.stopped.then((code) => process.exit(code));
}
