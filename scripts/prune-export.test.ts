import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneExport } from './prune-export';

describe('pruning the export', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('deletes every page\'s duplicate full payload and keeps what the router fetches', () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    mkdirSync(join(dir, 'docs', 'users'), { recursive: true });
    const kept = ['index.html', 'index.txt', '__next._tree.txt', '__next._index.txt', '__next.__PAGE__.txt', 'docs/users/index.txt', 'docs/users/__next.docs.$c$slug.__PAGE__.txt'];
    for (const file of [...kept, '__next._full.txt', 'docs/users/__next._full.txt']) writeFileSync(join(dir, file), 'payload');

    expect(pruneExport(dir)).toEqual({ files: 2, bytes: 14 });
    expect(existsSync(join(dir, '__next._full.txt'))).toBe(false);
    expect(existsSync(join(dir, 'docs/users/__next._full.txt'))).toBe(false);
    for (const file of kept) expect(existsSync(join(dir, file)), file).toBe(true);
  });
});
