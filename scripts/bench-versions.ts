/**
 * How the site grows with docs versions: `npm run bench -- --versions 1,3,5` builds, in a scratch copy
 * each, the project with that many versions (the docs being written, and the rest cut with the
 * docs:version command), then prints the build's time, the time per version, and the worklist page of
 * the latest version: its HTML, its first-load JS, and any link it carries to another version's docs
 * beyond the version menu's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cutVersion } from './docs-version';
import { firstLoadJs, kb } from './bench-first-load';
import type { BenchRow } from './bench';
import { projectCopy } from './lib/project-copy';
import { startServer } from './serve.mjs';

const DOC_PAGE = '/docs/settings/DICOM/worklist/';

async function measureOne(count: number): Promise<{ rows: BenchRow[]; seconds: number }> {
  const dir = projectCopy(`versions-${count}`);
  // Cut oldest first: each cut is the newest (9.1, then 9.2…), as releases are.
  for (let i = 1; i < count; i++) cutVersion(dir, `9.${i}`);
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '-A'], { cwd: dir });
  execFileSync('git', ['-c', 'user.email=bench@localhost', '-c', 'user.name=bench', 'commit', '-qm', 'bench'], { cwd: dir });
  const started = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (build.status !== 0) throw new Error(`The build with ${count} versions failed:\n${build.stderr}`);
  const seconds = (performance.now() - started) / 1000;
  const steps = /Steps: (.*)/.exec(build.stdout)?.[1] ?? '';
  const out = join(dir, 'out');
  const html = readFileSync(join(out, DOC_PAGE, 'index.html'), 'utf8');
  const server = await startServer({ port: 0, dir: out });
  const load = (await firstLoadJs(server.url, [DOC_PAGE])).get(DOC_PAGE)!;
  await server.close();
  // Links to another version's docs outside the version menu's list (one per version there).
  const menu = html.slice(html.indexOf('id="navbar-version"'), html.indexOf('</ul>', html.indexOf('id="navbar-version"')));
  const elsewhere = (text: string) => [...text.matchAll(/href="[^"]*\/docs\/(next|9\.\d+)\//g)].length;
  const label = `${count} version${count === 1 ? '' : 's'}`;
  return {
    seconds,
    rows: [
      { figure: `${label}: cold build`, value: `${seconds.toFixed(1)} s (${steps})` },
      { figure: `${label}: worklist page HTML`, value: `${kb(html.length)} raw, ${kb(gzipSync(html).length)} gzip` },
      { figure: `${label}: worklist first-load JS`, value: `${kb(load.transferredBytes)} gzip in ${load.files} files + ${kb(load.inlineBytes)} inline` },
      { figure: `${label}: links to other versions beyond the menu`, value: String(elsewhere(html) - elsewhere(menu)) },
    ],
  };
}

export async function measureVersions(counts: number[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const times: [number, number][] = [];
  for (const count of counts) {
    const one = await measureOne(count);
    rows.push(...one.rows);
    times.push([count, one.seconds]);
  }
  const [first] = times;
  for (const [count, seconds] of times.slice(1)) {
    rows.push({ figure: `each version beyond ${first[0]} (${count} versions)`, value: `${((seconds - first[1]) / (count - first[0])).toFixed(1)} s` });
  }
  return rows;
}
