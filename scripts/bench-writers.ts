/**
 * The writers' loop, timed on a scratch copy of the site (the repository's own files are never
 * written): how long `npm run cms` takes to the first doc page, the first time (a fresh clone: no
 * cache), the next times (the content check's last verdict and the admin kept, as on a writer's
 * computer) and after the README's quick start (`npm run build` first, on another fresh copy), and how
 * long a saved edit takes to show on the page, through the file and through the CMS's local server
 * behind its guard (the same request the admin's Publish sends). "Shows" means the page, asked for
 * again and again, answers with the edit: what a reload or the dev server's refresh of an open page
 * would show. Then ten bursts of changes in a row, as `git pull`s make them (scripts/lib/pull-burst.ts):
 * how long after each burst's last change every re-saved doc's page shows it.
 *   npm run bench:writers
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CMS_FORMATS } from '../src/cms/formats';
import { CMS_PATH } from '../src/config/cms';
import { BASE_PATH } from '../src/config/site';
import type { BenchRow } from './bench-cms';
import { BUNDLE_CACHE, buildAdminWhenChanged } from './cms-build';
import { adminOrigins, startCmsGuard } from './cms-guard';
import { freePort, scratchCopy, waitForPage } from './dev-probe';
import { startDevSite, WRITERS_SITE, type DevSite } from './dev-site';
import { isMain, toolPath } from './lib/cli';
import { keptVerdict } from './lib/checked-verdict';
import { pullBursts } from './lib/pull-burst';

const DOC = 'content/docs/settings/DICOM/worklist.mdx';
const DOC_PAGE = '/docs/settings/DICOM/worklist/';
const TRIES = 3;
const BURSTS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The machine's load average over the last minute: the figures mean little on a busy machine. */
const load = () => loadavg()[0].toFixed(1);
const seconds = (values: number[]) => `${median(values).toFixed(1)} s median (${values.map((v) => v.toFixed(1)).join(', ')})`;

async function persistThroughCms(backend: string, origin: string, path: string, raw: string) {
  const response = await fetch(backend, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ path, raw, slug: 'worklist' }], assets: [], options: { collectionName: 'docs', commitMessage: 'Update worklist', useWorkflow: false, status: 'draft' } } }),
  });
  if (!response.ok) throw new Error(`the CMS's local server refused the save (${response.status}): ${await response.text()}`);
}

/** The admin's first request to the local server, as it opens. */
async function openAdmin(backend: string, origin: string) {
  const response = await fetch(backend, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ action: 'info' }) });
  if (!response.ok) throw new Error(`the CMS's local server refused the admin (${response.status}): ${await response.text()}`);
}

/** What `npm run cms` does: the admin bundled (when changed) while the site starts; seconds to the first doc page. */
async function startCms(scratch: string, sitePort: number): Promise<{ site: DevSite; seconds: number }> {
  const started = performance.now();
  const admin = buildAdminWhenChanged(join(scratch, 'public', CMS_PATH), { ...process.env, CMS_GITHUB_REPO: '' });
  const site = startDevSite(scratch, sitePort, WRITERS_SITE);
  await Promise.all([admin, site.ready]);
  await waitForPage(`${site.url}${BASE_PATH}${DOC_PAGE}`, 'Worklist', { timeout: 180_000 });
  return { site, seconds: (performance.now() - started) / 1000 };
}

/** A fresh copy built as the README's quick start does (`npm run build`), then `npm run cms` there: seconds to the first doc page. */
async function startCmsAfterBuild(repo: string, sitePort: number): Promise<number> {
  const built = scratchCopy(repo, 'bench-writers-built');
  try {
    const build = spawn(toolPath('tsx', repo), ['scripts/build.ts'], { cwd: built, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [build.stdout, build.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => build.on('close', resolve));
    if (status !== 0) throw new Error(`npm run build failed in the copy:\n${output}`);
    const { site, seconds } = await startCms(built, sitePort);
    site.stop();
    await site.stopped;
    return seconds;
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
}

export async function benchWriters(repo = process.cwd()): Promise<BenchRow[]> {
  const scratch = scratchCopy(repo, 'bench-writers');
  const [sitePort, cmsPort, decapPort] = [await freePort(), await freePort(), await freePort()];
  const decap: ChildProcess = spawn(toolPath('decap-server', repo), [], {
    env: { ...process.env, MODE: 'fs', BIND_HOST: '127.0.0.1', PORT: String(decapPort), GIT_REPO_DIRECTORY: scratch },
    stdio: 'ignore',
  });
  const guard = await startCmsGuard({ port: cmsPort, upstreamPort: decapPort, origins: adminOrigins(sitePort) });
  let site: DevSite | undefined;
  const loadBefore = load();
  try {
    // A fresh clone's installed packages hold no admin bundle yet: the first start makes it.
    rmSync(BUNDLE_CACHE, { recursive: true, force: true });
    const first = await startCms(scratch, sitePort);
    site = first.site;
    const url = `${site.url}${BASE_PATH}${DOC_PAGE}`;
    // The writer opens the admin, whose first request tells the guard to warm its save check.
    await openAdmin(`http://127.0.0.1:${cmsPort}/api/v1`, adminOrigins(sitePort)[0]);
    const original = readFileSync(join(scratch, DOC), 'utf8');
    const viaFile: number[] = [];
    const viaCms: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const marker = `Edited through the file ${Date.now()}.`;
      const timing = waitForPage(url, marker);
      writeFileSync(join(scratch, DOC), `${original}\n${marker}\n`);
      viaFile.push((await timing).seconds);
    }
    const { body, ...fields } = CMS_FORMATS.doc.formatter.fromFile(original);
    for (let i = 0; i < TRIES; i++) {
      const marker = `Published through the CMS ${Date.now()}.`;
      const raw = CMS_FORMATS.doc.formatter.toFile({ ...fields, body: `${String(body)}\n${marker}\n` }, Object.keys(fields));
      const timing = waitForPage(url, marker);
      await persistThroughCms(`http://127.0.0.1:${cmsPort}/api/v1`, adminOrigins(sitePort)[0], DOC, raw);
      viaCms.push((await timing).seconds);
    }
    const bursts = pullBursts(scratch);
    const settled: number[] = [];
    for (let n = 1; n <= BURSTS; n++) {
      const { marker } = await bursts.burst(n);
      const started = performance.now();
      await Promise.all(bursts.docIds.map((docId) => waitForPage(`${first.site.url}${BASE_PATH}/docs/${docId}/`, marker)));
      settled.push((performance.now() - started) / 1000);
    }
    bursts.restore();
    // Stopped as a writer stops it: once the check has judged the files as they are (its verdict kept for the next start).
    await Promise.all(bursts.docIds.map((docId) => waitForPage(`${first.site.url}${BASE_PATH}/docs/${docId}/`, 'Pulled in burst', { absent: true })));
    for (const until = performance.now() + 60_000; !keptVerdict(scratch); await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (performance.now() > until) throw new Error('the content check kept no verdict on the files as they are within 60 s (was the code edited meanwhile?)');
    }
    site.stop();
    await site.stopped;
    const again = await startCms(scratch, sitePort);
    site = again.site;
    site.stop();
    await site.stopped;
    site = undefined;
    const afterBuild = await startCmsAfterBuild(repo, sitePort);
    return [
      { figure: 'npm run cms: start to the first doc page', value: `${first.seconds.toFixed(1)} s`, target: '8 s on a quiet 2-core machine' },
      { figure: 'npm run cms again (verdict and admin kept)', value: `${again.seconds.toFixed(1)} s`, target: '8 s' },
      { figure: 'npm run cms after npm run build (quick start)', value: `${afterBuild.toFixed(1)} s`, target: '8 s' },
      { figure: 'file saved -> open page shows it', value: seconds(viaFile), target: '1.0 s' },
      { figure: 'CMS Publish -> open page shows it', value: seconds(viaCms), target: '1.0 s' },
      { figure: `burst (15 docs, a folder) -> every page shows it`, value: `${seconds(settled)}, slowest ${Math.max(...settled).toFixed(1)} s`, target: '5 s each' },
      { figure: 'load average (1 min) at start, at end', value: `${loadBefore}, ${load()}`, target: 'below 1 for a quiet machine (2 cores)' },
    ];
  } finally {
    site?.stop();
    decap.kill();
    await guard.close();
    await site?.stopped;
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  benchWriters()
    .then((rows) => {
      for (const row of rows) console.log(`${row.figure.padEnd(46)} ${row.value}${row.target ? `   (target: ${row.target})` : ''}`);
      process.exit(0);
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
