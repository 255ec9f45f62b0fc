import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotIndexSource } from '../../src/catalogue/search-index';
import { buildIndexOf, indexSourceKey } from '../../src/catalogue/search-index-source';
import { inspectContent } from '../check-content';
import { indexSourceOfCheck } from './prebuilt-search-index';

const repo = join(import.meta.dirname, '..', '..');

describe('the search index the build makes while contentlayer generates the docs', () => {
  const { source, trees } = indexSourceOfCheck(repo, inspectContent(repo).manuals[0]);

  it('is built from what the content snapshot gives (so Next’s processes read it, under the same name)', () => {
    const fromSnapshot = snapshotIndexSource();
    expect(source.docs.length).toBeGreaterThan(80);
    expect(source).toEqual(fromSnapshot);
    expect(indexSourceKey(source)).toBe(indexSourceKey(fromSnapshot));
  });

  it('is the index built from the text, though it reuses the bodies the check parsed', { timeout: 30_000 }, () => {
    expect(trees.size).toBe(source.docs.length);
    const reused = buildIndexOf(source, trees);
    const parsedAgain = buildIndexOf(source);
    expect(reused.meta).toEqual(parsedAgain.meta);
    expect([...reused.files]).toEqual([...parsedAgain.files]);
  });
});
