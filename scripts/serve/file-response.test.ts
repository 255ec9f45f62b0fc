import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileCache, MEMORY_FILE_MAX_BYTES } from './file-response.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the files npm start keeps in memory', () => {
  it('sends a file changed on disk as it is now', () => {
    dir = mkdtempSync(join(tmpdir(), 'fusiondr-files-'));
    const path = join(dir, 'a.html');
    writeFileSync(path, 'first');
    const cache = fileCache();
    expect(cache.get(path)?.body?.toString()).toBe('first');
    writeFileSync(path, 'second, longer');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(cache.get(path)?.body?.toString()).toBe('second, longer');
    rmSync(path);
    expect(cache.get(path)).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('holds no more than its bound, letting the least recently sent files go first', () => {
    dir = mkdtempSync(join(tmpdir(), 'fusiondr-files-'));
    const cache = fileCache(25);
    for (const name of ['a', 'b', 'c']) writeFileSync(join(dir, name), '0123456789');
    cache.get(join(dir, 'a'));
    cache.get(join(dir, 'b'));
    cache.get(join(dir, 'a'));
    cache.get(join(dir, 'c'));
    expect(cache.bytes).toBe(20);
  });

  it('streams a large file from disk instead of holding it', () => {
    dir = mkdtempSync(join(tmpdir(), 'fusiondr-files-'));
    writeFileSync(join(dir, 'big.js'), Buffer.alloc(MEMORY_FILE_MAX_BYTES + 1));
    const cache = fileCache();
    expect(cache.get(join(dir, 'big.js'))).toMatchObject({ size: MEMORY_FILE_MAX_BYTES + 1, body: null });
    expect(cache.bytes).toBe(0);
  });
});
