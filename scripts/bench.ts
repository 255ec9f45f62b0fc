/**
 * Prints the figures the project is held to. Runs a cold build (timed), then measures the export.
 *   npm run bench            (add --no-build to measure the existing out/)
 *   npm run bench -- --pages 1000   growth: the real docs plus copies, built in a scratch copy
 *   npm run bench -- --versions 1,3,5   docs versions: the project with that many, each built in a scratch copy
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadJs, kb } from './bench-first-load';
import { childrenCpu, describeCpu } from './lib/children-cpu';
import { startServer } from './serve.mjs';

export interface BenchRow {
  figure: string;
  value: string;
  target?: string;
}

const root = process.cwd();
const out = join(root, 'out');
const rows: BenchRow[] = [];

// npm run bench -- --pages 1000: the growth figures of a catalogue that size (real docs plus copies), alone.
const { values: options } = parseArgs({ options: { pages: { type: 'string' }, versions: { type: 'string' }, 'no-build': { type: 'boolean' } }, strict: false });
if (typeof options.versions === 'string') {
  const { measureVersions } = await import('./bench-versions');
  const rows = await measureVersions(options.versions.split(',').map(Number));
  const width = Math.max(...rows.map((r) => r.figure.length));
  for (const row of rows) console.log(`${row.figure.padEnd(width)}  ${row.value}`);
  process.exit(0);
}
if (typeof options.pages === 'string') {
  const { measureGrowth } = await import('./bench-growth');
  const growth = await measureGrowth(Number(options.pages));
  const width = Math.max(...growth.map((r) => r.figure.length));
  for (const row of growth) console.log(`${row.figure.padEnd(width)}  ${row.value}`);
  process.exit(0);
}

if (!options['no-build']) {
  rmSync(join(root, '.next'), { recursive: true, force: true });
  rmSync(join(root, '.contentlayer'), { recursive: true, force: true });
  const started = performance.now();
  const cpuBefore = childrenCpu();
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('The build failed; nothing to measure.');
  rows.push({ figure: 'cold build, wall time', value: `${((performance.now() - started) / 1000).toFixed(1)} s`, target: 'reference site: 31 s' });
  // On 2 cores the build keeps both busy: its CPU time is what a faster build has to cut.
  const cpuAfter = childrenCpu();
  if (cpuBefore && cpuAfter) rows.push({ figure: 'cold build, CPU time', value: describeCpu(cpuBefore, cpuAfter) });
}
if (!existsSync(join(out, 'index.html'))) throw new Error('No out/: run npm run build first.');

const pages = { home: '/', 'doc (settings/DICOM/worklist)': '/docs/settings/DICOM/worklist/', '404': '/docs/no-such-page/' };
const server = await startServer({ port: 0 });
const loads = await firstLoadJs(server.url, Object.values(pages));
await server.close();
for (const [name, path] of Object.entries(pages)) {
  const load = loads.get(path)!;
  rows.push({
    figure: `first-load JS, ${name}`,
    value: `${kb(load.transferredBytes)} gzip in ${load.files} files (${kb(load.decodedBytes)} decoded) + ${kb(load.inlineBytes)} inline`,
    target: name.startsWith('doc') ? '≤ 140 KB gzip; reference site 177.5 KB' : undefined,
  });
}

// Each area adds its figures as scripts/bench-<area>.ts exporting `bench<Area>(): Promise<BenchRow[]>`.
for (const file of readdirSync(join(root, 'scripts')).filter((f) => /^bench-.+\.ts$/.test(f) && f !== 'bench-first-load.ts')) {
  const module = (await import(join(root, 'scripts', file))) as Record<string, unknown>;
  for (const [name, run] of Object.entries(module)) {
    if (!/^bench[A-Z]/.test(name) || typeof run !== 'function') continue;
    // One area that fails (a tool that crashed) loses its own figures only: the others are still printed.
    try {
      rows.push(...(await (run as () => Promise<BenchRow[]>)()));
    } catch (error) {
      rows.push({ figure: `${name} (scripts/${file})`, value: `not measured: ${String((error as Error).message ?? error).split('\n')[0]}` });
      process.exitCode = 1;
    }
  }
}

const width = Math.max(...rows.map((r) => r.figure.length));
console.log('');
for (const row of rows) console.log(`${row.figure.padEnd(width)}  ${row.value}${row.target ? `   (target ${row.target})` : ''}`);
