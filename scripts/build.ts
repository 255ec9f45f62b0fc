/**
 * The whole build: check the docs, generate typed content, export the site into a scratch folder,
 * finish it (headers), and only then swap it into out/. A failure at any step leaves the last good
 * out/ exactly as it was.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_SCRIPT_MARK_ENV } from '../src/config/csp';
import { STAGE_ONLY_ENV } from '../src/config/dev-server';
import { checkDoc } from '../src/lib/content-check';
import { inspectContent, versionsOf } from './check-content';
import { checkDocsInWorkers } from './lib/check-in-workers';
import { codeVersion, contentOnDisk, recordVerdict, writeDevSearchIndex } from './lib/checked-verdict';
import { startAdmin } from './cms-export';
import { publishContentSnapshot } from './content-snapshot';
import { toolPath } from './lib/cli';
import { groupStopper } from './lib/process-group';
import { stepTimer } from './lib/step-timer';
import { searchIndexFiles } from './lib/search-index-files';
import { writeExportFiles } from './lib/export-files';
import { checkDocAddresses, recordAfter, writeRecord } from './published-addresses';
import { readerFiles } from './reader-files';
import { translationStatuses } from './translation-status';
import { statusLine } from '../src/lib/translation-status';
import { envProblems, offlineManualEnabled, readEnv } from '../src/config/env';

// An invalid setting (BASE_PATH=docs/) stops the build before anything runs, in a sentence naming it.
const invalidSettings = envProblems();
if (invalidSettings.length > 0) {
  console.error(`\nThe environment has ${invalidSettings.length} invalid value(s) (see README, "Configuration"):\n`);
  for (const problem of invalidSettings) console.error(`  ✗ ${problem}`);
  console.error('\nBuild failed: fix the settings above. The previous site was left untouched.\n');
  process.exit(1);
}

const root = process.cwd();
const scratch = join(root, '.build');
const exportDir = join(scratch, 'export');
const outDir = join(root, readEnv().OUT_DIR);

/** Set once the CMS's build is started: a failed build stops it before removing its folder. */
let stopAdmin = () => {};

function fail(message: string): never {
  stopAdmin();
  console.error(`\nBuild failed: ${message}\nThe previous site in ${outDir.slice(root.length + 1)}/ was left untouched.\n`);
  // The message first: a step still writing into the scratch folder (a worker being stopped) must not hide it.
  try {
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
  } catch {
    console.error(`(${scratch.slice(root.length + 1)}/ could not be removed yet; the next build replaces it.)\n`);
  }
  process.exit(1);
}

/** Runs a command, its output shown as it comes and also returned; the build stops if it fails. */
async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    output.push(chunk);
    process.stdout.write(chunk);
  });
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (code, sig) => resolve([code, sig])));
  if (status !== 0) fail(`"${[command, ...args].join(' ')}" exited with ${status ?? signal}.`);
  return Buffer.concat(output).toString();
}

/** Seconds each step took, printed at the end so a slow build says where its time went. */
const { steps, done: stepDone } = stepTimer();

const started = performance.now();

const bin = (name: string) => toolPath(name, root);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
// The writers' CMS needs nothing of the docs or the export: built in its own process from the start,
// beside the check and Next, instead of after the export (a build that stops early stops it).
const admin = startAdmin(exportDir);
stopAdmin = admin.stop;
// contentlayer validates the docs' frontmatter and generates their types in its own process, while the
// check parses them here; the snapshot the site is built from is this process's (scripts/content-snapshot.ts).
// In a process group of its own, so that a build that stops early stops it and the esbuild processes
// it started, at once: they share this build's output, which stays open while any of them runs.
// contentlayer takes its folder from PWD before the working directory (@contentlayer2/core's cwd.js): a
// build started by another program from elsewhere (PWD left as that program's) would generate another folder.
const contentlayer = spawn(bin('contentlayer2'), ['build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PWD: root, [STAGE_ONLY_ENV]: '1' },
  detached: true,
});
const stopContentlayer = groupStopper(contentlayer);
// Ctrl+C reaches this build's group only: stop contentlayer's too.
process.once('SIGINT', () => process.exit(130));
const contentlayerDone = new Promise<number | null>((resolve) => contentlayer.on('close', resolve));

// Each doc parsed, checked and rendered once (in a worker thread per core for a large manual), then the
// checks across docs here. React renders in its production build, about three times faster; the
// renderer is loaded only once that is set.
Object.assign(process.env, { NODE_ENV: 'production' });
// The files and the code as the check reads them: the verdict kept for the development site (below).
codeVersion();
const contentBefore = contentOnDisk(root);
const { renderBodies } = await import('./lib/render-bodies');
const inWorkers = await checkDocsInWorkers(root, versionsOf(root).versions);
const workerResult = (file: { path: string; text: string }) => {
  const result = inWorkers.get(file.path);
  return result?.text === file.text ? result : undefined;
};
const checked = inspectContent(root, (file) => workerResult(file)?.check ?? checkDoc(file));
const { problems } = checked;
// A doc deleted or moved without redirect_from stops the build here too, not after the export is built;
// a writer is told of it with the docs' problems, in one run.
let lostAddresses = '';
try {
  checkDocAddresses(root, checked.manuals);
} catch (error) {
  lostAddresses = (error as Error).message;
}
if (problems.length > 0 || lostAddresses) {
  stopContentlayer();
  if (problems.length > 0) console.error(`\nThe docs have ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix:\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  if (problems.length === 0) fail(lostAddresses);
  if (lostAddresses) console.error(`\n${lostAddresses}`);
  fail('fix the docs listed above.');
}
stepDone('content check');
// Where each translation stands, in one line per locale (npm run docs:translation-status lists the docs).
for (const status of translationStatuses(root)) console.log(`Translations: ${statusLine(status)}.`);

// While contentlayer still generates the docs: the search index's files, from the docs just checked
// (written into the export once Next has made it).
const searchIndex = searchIndexFiles(root, checked);
stepDone('search index');

const bodies = renderBodies(checked.manuals, (doc) => inWorkers.get(doc.path)?.body);
stepDone('rendering');

publishContentSnapshot(root, [], checked.manuals, bodies);
// The development site started after this build (npm run cms, npm run dev) serves this snapshot at once,
// with the search index from the same check, as it does after its own check of unchanged files.
writeDevSearchIndex(root, searchIndex);
if (contentOnDisk(root) === contentBefore) recordVerdict(root, contentBefore, 0);
stepDone('snapshot');

// The site's own inline scripts carry this mark; the CSP step allows those, and no other made-up one.
process.env[SITE_SCRIPT_MARK_ENV] = randomBytes(16).toString('hex');
const nextBuild = run(bin('next'), ['build'], { NEXT_DIST_DIR: '.build/export', NEXT_TELEMETRY_DISABLED: '1' });
// The finishing steps' tools take seconds to load: loaded while Next builds (after the docs passed their
// check, so a build the docs stop does not wait for them).
const finishing = import('./finish-export');
finishing.catch(() => undefined);
// The offline manual's worker needs only the base path: generated meanwhile, renamed for the build at the end.
const workerAhead = offlineManualEnabled() ? import('./service-worker').then(({ workerAhead }) => workerAhead()) : undefined;
workerAhead?.catch(() => undefined);
// Each doc's Markdown, llms.txt and llms-full.txt, from the bodies just checked (written once the export is there).
const markdownStarted = performance.now();
const forReaders = readerFiles(checked);
const markdownSeconds = (performance.now() - markdownStarted) / 1000;
const nextOutput = await nextBuild;
stepDone('next build');
// contentlayer validated the frontmatter and generated the docs' types meanwhile: a doc it refuses stops the build too.
const contentlayerStatus = await contentlayerDone;
if (contentlayerStatus !== 0) fail(`"contentlayer2 build" exited with ${contentlayerStatus}.`);
// Next says how long it compiled and how long static generation took: the rest of its time is its own set-up.
const secondsIn = (pattern: RegExp) => {
  const [, value, unit] = pattern.exec(nextOutput) ?? [];
  return value === undefined ? NaN : Number(value) * ({ ms: 0.001, s: 1, min: 60 }[unit] ?? NaN);
};
// Next writes a long step in minutes ("in 6.2min").
const compiled = secondsIn(/Compiled successfully in ([\d.]+)(ms|s|min)\b/);
const generated = secondsIn(/Generating static pages[^\n]*in ([\d.]+)(ms|s|min)\b/);
if (!existsSync(join(exportDir, 'index.html')) || !existsSync(join(exportDir, '404.html'))) {
  fail('the export is incomplete (no index.html or 404.html).');
}

writeExportFiles(exportDir, searchIndex);
writeExportFiles(exportDir, forReaders);

let copies = '';
let finishingParts: [string, number][] = [];
try {
  const { finishExport } = await finishing;
  const { describePrecompress } = await import('./precompress-export');
  const finished = await finishExport(exportDir, existsSync(outDir) ? outDir : undefined, admin.done, workerAhead);
  copies = describePrecompress(finished.copies);
  finishingParts = finished.parts;
} catch (error) {
  fail((error as Error).message);
}
stepDone('finishing steps');

// No address published before may go missing (scripts/published-addresses.ts).
let record = '';
try {
  record = recordAfter(root, exportDir);
} catch (error) {
  fail((error as Error).message);
}

// The swap: two renames back to back, so the site is missing for one system call at most (and
// `npm start` waits that moment out); the old site is deleted only once the new one is in place.
const previous = join(scratch, 'previous');
if (existsSync(outDir)) renameSync(outDir, previous);
renameSync(exportDir, outDir);
rmSync(scratch, { recursive: true, force: true });
writeRecord(root, record);

const detail = (name: string, seconds: number) => {
  if (name === 'finishing steps') return `${name} ${seconds.toFixed(1)} s (${finishingParts.map(([part, s]) => `${part} ${s.toFixed(1)} s`).join(', ')})`;
  if (name !== 'next build') return `${name} ${seconds.toFixed(1)} s`;
  const parts = [['compile', compiled], ['static generation', generated]].filter(([, n]) => Number.isFinite(n));
  const during = [...parts.map(([label, n]) => `${label} ${(n as number).toFixed(1)} s`), `meanwhile the docs as Markdown ${markdownSeconds.toFixed(1)} s`];
  return `${name} ${seconds.toFixed(1)} s (${during.join(', ')})`;
};
console.log(`\nSteps: ${steps.map(([name, seconds]) => detail(name, seconds)).join(' · ')}`);
console.log(`Finishing: ${copies}.`);
console.log(`Site built into ${outDir.slice(root.length + 1)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
