/**
 * The whole build: check the docs, generate typed content, export the site into a scratch folder,
 * finish it (headers), and only then swap it into out/. A failure at any step leaves the last good
 * out/ exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_SCRIPT_MARK_ENV } from '../src/config/csp';
import { checkContent } from './check-content';
import { finishExport } from './finish-export';

const root = process.cwd();
const scratch = join(root, '.build');
const exportDir = join(scratch, 'export');
const outDir = join(root, process.env.OUT_DIR ?? 'out');

function fail(message: string): never {
  rmSync(scratch, { recursive: true, force: true });
  console.error(`\nBuild failed: ${message}\nThe previous site in ${outDir.slice(root.length + 1)}/ was left untouched.\n`);
  process.exit(1);
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`"${[command, ...args].join(' ')}" exited with ${result.status ?? result.signal}.`);
}

const started = performance.now();

const problems = checkContent(root);
if (problems.length > 0) {
  console.error(`\nThe docs have ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix:\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  fail('fix the docs listed above.');
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
run(bin('contentlayer2'), ['build']);

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
// The site's own inline scripts carry this mark; the CSP step allows those, and no other made-up one.
process.env[SITE_SCRIPT_MARK_ENV] = randomBytes(16).toString('hex');
run(bin('next'), ['build'], { NEXT_DIST_DIR: '.build/export', NEXT_TELEMETRY_DISABLED: '1' });
if (!existsSync(join(exportDir, 'index.html')) || !existsSync(join(exportDir, '404.html'))) {
  fail('the export is incomplete (no index.html or 404.html).');
}

try {
  finishExport(exportDir);
} catch (error) {
  fail((error as Error).message);
}

// The swap: two renames back to back, so the site is missing for one system call at most (and
// `npm start` waits that moment out); the old site is deleted only once the new one is in place.
const previous = join(scratch, 'previous');
if (existsSync(outDir)) renameSync(outDir, previous);
renameSync(exportDir, outDir);
rmSync(scratch, { recursive: true, force: true });

console.log(`\nSite built into ${outDir.slice(root.length + 1)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
