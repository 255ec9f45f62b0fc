import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndexOf } from '../../src/catalogue/search-index-source';
import { inspectContent } from '../check-content';
import { indexSourceOfCheck, searchIndexFiles } from './search-index-files';

const repo = join(import.meta.dirname, '..', '..');

describe('the search index the build writes from the content check', () => {
  const checked = inspectContent(repo);
  const { source, trees } = indexSourceOfCheck(repo, checked.manuals[0]);

  it('is the index built from the text, though it reuses the bodies the check parsed', { timeout: 30_000 }, () => {
    expect(trees.size).toBe(source.docs.length);
    const reused = buildIndexOf(source, trees);
    const parsedAgain = buildIndexOf(source);
    expect(reused.meta).toEqual(parsedAgain.meta);
    expect([...reused.files]).toEqual([...parsedAgain.files]);
  });

  it('is written at the addresses the search fetches, each piece once', { timeout: 30_000 }, () => {
    const files = searchIndexFiles(repo, checked);
    const index = buildIndexOf(source, trees);
    expect(files.get('search-index/meta.json')).toBe(index.files.get('meta.json'));
    for (const [file, body] of index.files) expect(files.get(`search-index/${file}`)).toBe(body);
    expect([...files.keys()].every((path) => path.startsWith('search-index/'))).toBe(true);
  });
});
