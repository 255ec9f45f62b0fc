/**
 * How the site grows with its catalogue: `npm run bench -- --pages 1000` builds the real docs plus
 * copies of them (in folders vol01, vol02...) in a scratch copy of the project, then prints the build's
 * time and steps, the export's size (by kind of file), a doc page's HTML, and the bytes and time of a first search.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportRows } from './bench-export';
import { kb } from './bench-first-load';
import { firstSearch } from './bench-search';
import type { BenchRow } from './bench';
import { projectCopy } from './lib/project-copy';

const root = process.cwd();
const DOC_PAGE = 'docs/settings/DICOM/worklist/index.html';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A copy of the project (scripts/lib/project-copy.ts) with `copies` copies of the docs, committed. */
export function scratchProject(copies: number): string {
  const dir = projectCopy(`growth-${copies}`, root);
  const docs = join(dir, 'content', 'docs');
  const entries = readdirSync(join(root, 'content', 'docs')).filter((e) => e !== '_category_.json');
  for (let i = 1; i <= copies; i++) {
    const vol = join(docs, `vol${String(i).padStart(2, '0')}`);
    mkdirSync(vol, { recursive: true });
    for (const entry of entries) cpSync(join(root, 'content', 'docs', entry), join(vol, entry), { recursive: true });
    writeFileSync(join(vol, '_category_.json'), JSON.stringify({ label: `Volume ${i}`, position: 100 + i, collapsed: true }));
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '-A'], { cwd: dir });
  execFileSync('git', ['-c', 'user.email=bench@localhost', '-c', 'user.name=bench', 'commit', '-qm', 'bench'], { cwd: dir });
  return dir;
}

export async function measureGrowth(pages: number): Promise<BenchRow[]> {
  const docCount = filesUnder(join(root, 'content', 'docs')).filter((f) => f.endsWith('.mdx')).length;
  const copies = Math.max(0, Math.round(pages / docCount) - 1);
  const dir = scratchProject(copies);
  const started = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (build.status !== 0) throw new Error(`The build of ${pages} pages failed:\n${build.stderr}`);
  const seconds = (performance.now() - started) / 1000;
  const steps = /Steps: (.*)/.exec(build.stdout)?.[1] ?? '';
  const out = join(dir, 'out');
  const all = filesUnder(out);
  const docPages = all.filter((f) => f.startsWith(join(out, 'docs')) && f.endsWith('index.html'));
  const gzipped = docPages.map((f) => gzipSync(readFileSync(f)).length).sort((a, b) => a - b);
  const page = readFileSync(join(out, DOC_PAGE));
  const search = await firstSearch(out);
  const n = docPages.length;
  return [
    { figure: `${n} doc pages: cold build`, value: `${seconds.toFixed(1)} s (${steps})` },
    ...exportRows(out, `${n} doc pages`),
    { figure: `${n} doc pages: worklist page HTML`, value: `${kb(page.length)} raw, ${kb(gzipSync(page).length)} gzip` },
    { figure: `${n} doc pages: doc page HTML, median (gzip)`, value: kb(gzipped[Math.floor(n / 2)]) },
    { figure: `${n} doc pages: first search (Ctrl+K, "worklist")`, value: `${kb(search.bytes)} transferred, first result at ${search.ms.toFixed(0)} ms` },
  ];
}
