import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressExport } from './precompress-export';
import { offlineManualOf } from './service-worker';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const PAGE = `<!doctype html><h1>Worklist</h1>${'<p>Set the worklist server, its port and its AE title.</p>'.repeat(60)}`;

function exportAt(dir: string) {
  mkdirSync(join(dir, 'docs'), { recursive: true });
  mkdirSync(join(dir, 'img'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'docs', 'index.txt'), PAGE.toUpperCase());
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'img', 'a.png'), Buffer.alloc(4096, 7));
  // Random bytes in a text file's name: compressing them gains nothing.
  writeFileSync(join(dir, 'noise.json'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256)));
}

describe('the compressed copies the build writes', () => {
  it('writes a brotli and a gzip copy beside each text file worth it, holding the file', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-precompress-'));
    exportAt(root);
    const report = await precompressExport(root);
    expect(brotliDecompressSync(readFileSync(join(root, 'index.html.br'))).toString()).toBe(PAGE);
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toBe(PAGE);
    expect(existsSync(join(root, 'docs', 'index.txt.br'))).toBe(true);
    expect(report).toMatchObject({ compressed: 2, written: 2 });
    expect(report.bytesAfter).toBeGreaterThan(report.bytesBefore);
  });

  it('leaves tiny files, images and files that do not compress as they are', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-precompress-'));
    exportAt(root);
    await precompressExport(root);
    for (const file of ['robots.txt', 'img/a.png', 'noise.json']) {
      expect([file, existsSync(join(root, `${file}.br`)), existsSync(join(root, `${file}.gz`))]).toEqual([file, false, false]);
    }
  });

  it('writes again only the copies of files that changed, and removes copies whose file is gone', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-precompress-'));
    exportAt(root);
    await precompressExport(root);
    expect((await precompressExport(root)).written).toBe(0);
    writeFileSync(join(root, 'index.html'), `${PAGE}<!-- configured -->`);
    rmSync(join(root, 'docs', 'index.txt'));
    const report = await precompressExport(root);
    expect(report.written).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(root, 'index.html.br'))).toString()).toBe(`${PAGE}<!-- configured -->`);
    expect(existsSync(join(root, 'docs', 'index.txt.br'))).toBe(false);
    expect(existsSync(join(root, 'docs', 'index.txt.gz'))).toBe(false);
  });

  it('after an earlier run over some files, compresses the files written since and the rest, and leaves the others unread', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-precompress-'));
    exportAt(root);
    writeFileSync(join(root, 'docs', 'later.txt'), PAGE.repeat(2));
    // As the build does: every file but the pages while the pages are finished, then the whole export.
    const early = await precompressExport(root, { only: (file) => !file.endsWith('.html') });
    expect(existsSync(join(root, 'index.html.br'))).toBe(false);
    writeFileSync(join(root, 'docs', 'later.txt'), 'written after '.repeat(300));
    // A copy of the untouched file, spoiled after the earlier run: only a run that reads it again would notice.
    writeFileSync(join(root, 'docs', 'index.txt.gz'), gzipSync('spoiled'));
    const report = await precompressExport(root, { done: early.files });
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toBe(PAGE);
    expect(gunzipSync(readFileSync(join(root, 'docs', 'later.txt.gz'))).toString()).toBe('written after '.repeat(300));
    expect(gunzipSync(readFileSync(join(root, 'docs', 'index.txt.gz'))).toString()).toBe('spoiled');
    expect(report).toMatchObject({ compressed: 3, written: 3 });
  });

  it('takes the copies of unchanged files from the export it replaces', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-precompress-'));
    const [previous, next] = [join(root, 'previous'), join(root, 'next')];
    exportAt(previous);
    await precompressExport(previous);
    exportAt(next);
    writeFileSync(join(next, 'docs', 'index.txt'), 'changed '.repeat(400));
    // The previous build's copy at another level: the same file, other bytes, so only a copy taken over equals it.
    const taken = gzipSync(PAGE, { level: 1 });
    writeFileSync(join(previous, 'index.html.gz'), taken);
    expect((await precompressExport(next, { reuseFrom: previous })).reused).toBe(1);
    expect(readFileSync(join(next, 'index.html.gz')).equals(taken)).toBe(true);
    expect(gunzipSync(readFileSync(join(next, 'docs', 'index.txt.gz'))).toString()).toBe('changed '.repeat(400));
  });

  it('keeps the copies out of the offline manual’s list: the browser asks for the file, the server picks the copy', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-precompress-'));
    // One file for each of the manual's globs (src/config/offline.ts).
    const files = ['index.html', 'index.txt', '__next.a.txt', 'docs/users/index.html', 'docs/users/index.txt', 'docs.md', 'docs/users.md', 'search/index.html', 'search/a.txt', '_next/static/a.js', 'vendor/docsearch-0123456789ab.js', 'search-index/meta.json', 'nav/sidebar.json', 'img/a.svg', 'icon.svg'];
    for (const file of files) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), PAGE);
    }
    await precompressExport(root);
    expect(existsSync(join(root, 'docs', 'users', 'index.html.br'))).toBe(true);
    const { urls } = await offlineManualOf(root);
    expect(urls.length).toBe(files.length);
    expect(urls.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });
});
