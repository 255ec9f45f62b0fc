import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDER_MANIFEST } from 'next/constants';
import { afterEach, describe, expect, it } from 'vitest';

const PRELOAD = fileURLToPath(new URL('./atomic-prerender-manifest.cjs', import.meta.url));

/**
 * In a Node process with the preload, as in `next dev`: two writers rewrite the manifest at once, 200
 * times, with lists of different lengths (two routes' lists changing together), while the process reads
 * it between every step as Next's requests do; and another file is written beside it.
 */
const RACE = `
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[1];
const manifest = path.join(dir, '.next', 'dev', ${JSON.stringify(PRERENDER_MANIFEST)});
const other = path.join(dir, '.next', 'dev', 'routes-manifest.json');
fs.mkdirSync(path.dirname(manifest), { recursive: true });
const list = (n) => JSON.stringify({ routes: Object.fromEntries(Array.from({ length: n }, (_, i) => ['/docs/doc-' + i + '/', {}])) });
fs.writeFileSync(manifest, list(10));
fs.writeFileSync(other, list(10));
const before = { manifest: fs.statSync(manifest).ino, other: fs.statSync(other).ino };
// Kept linked outside the folder: a file freed by a rename could otherwise hand its inode number on to a later one.
fs.linkSync(manifest, path.join(dir, 'first-manifest.json'));
let reads = 0, unreadable = 0, done = false;
const read = () => {
  if (done) return;
  reads++;
  try { JSON.parse(fs.readFileSync(manifest, 'utf8')); } catch { unreadable++; }
  setImmediate(read);
};
read();
(async () => {
  for (let round = 0; round < 200; round++) {
    await Promise.all([fs.promises.writeFile(manifest, list(3000)), fs.promises.writeFile(manifest, list(2000 + (round % 7)))]);
  }
  await fs.promises.writeFile(other, list(20));
  done = true;
  let last = null;
  try { last = Object.keys(JSON.parse(fs.readFileSync(manifest, 'utf8')).routes).length; } catch {}
  console.log(JSON.stringify({
    reads, unreadable, last,
    files: fs.readdirSync(path.dirname(manifest)).sort(),
    manifestReplaced: fs.statSync(manifest).ino !== before.manifest,
    otherInPlace: fs.statSync(other).ino === before.other,
  }));
})();
`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("next dev's prerender manifest, written with the development site's preload", () => {
  // A child process makes 200 rounds of writes: seconds on a loaded machine, so more than the default 5 s.
  it('is always read whole while two routes rewrite it at once, and only that file is written aside', () => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-manifest-'));
    const result = JSON.parse(execFileSync(process.execPath, ['--require', PRELOAD, '-e', RACE, dir], { encoding: 'utf8' })) as Record<string, unknown>;
    expect(result.reads).toBeGreaterThan(200);
    expect(result.unreadable).toBe(0);
    // One of the last round's two writes is the file's content, whole (either may land last); no file was left aside.
    expect([3000, 2000 + (199 % 7)]).toContain(result.last);
    expect(result.files).toEqual([PRERENDER_MANIFEST, 'routes-manifest.json']);
    expect(result.manifestReplaced).toBe(true);
    expect(result.otherInPlace).toBe(true);
  }, 30_000);

  it("is rewritten by Next's development server with fs.promises.writeFile, the write the preload replaces (next pinned in package.json)", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('next/dist/server/dev/next-dev-server.js'), 'utf8');
    const writes = source.match(/\.promises\.writeFile\(\(0, _path\.join\)\(this\.distDir, _constants1\.PRERENDER_MANIFEST\)/g) ?? [];
    expect(writes).toHaveLength(1);
    expect(PRERENDER_MANIFEST).toBe('prerender-manifest.json');
  });
});
