import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT, DEV_SEARCH_INDEX } from '../../src/config/dev-server';
import { docsVersions } from '../../src/config/versions';
import { publishContentSnapshot } from '../content-snapshot';
import { contentOnDisk, keptVerdict, recordVerdict } from './checked-verdict';

let root: string;
const doc = (name: string) => join(root, 'content', 'docs', name);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'checked-verdict-'));
  mkdirSync(join(root, 'content', 'docs'), { recursive: true });
  mkdirSync(join(root, '.contentlayer', 'site'), { recursive: true });
  writeFileSync(doc('a.mdx'), '---\ntitle: A\n---\n\nText\n');
  writeFileSync(join(root, CONTENT_SNAPSHOT), '{"docs":[]}');
  writeFileSync(join(root, DEV_SEARCH_INDEX), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the content check’s verdict kept across restarts of the development site', () => {
  it('is served again when the files under content/ are the ones it judged, with its count of problems', () => {
    recordVerdict(root, contentOnDisk(root), 2);
    expect(keptVerdict(root)).toEqual({ problemCount: 2 });
  });

  it('is not served once a doc is saved (its size, or only its time), added or deleted', () => {
    const judged = contentOnDisk(root);
    recordVerdict(root, judged, 0);
    writeFileSync(doc('a.mdx'), '---\ntitle: A\n---\n\nText, edited\n');
    expect(keptVerdict(root)).toBeUndefined();

    writeFileSync(doc('a.mdx'), '---\ntitle: A\n---\n\nText\n');
    recordVerdict(root, contentOnDisk(root), 0);
    const later = new Date(Date.now() + 5_000);
    utimesSync(doc('a.mdx'), later, later);
    expect(keptVerdict(root)).toBeUndefined();

    recordVerdict(root, contentOnDisk(root), 0);
    writeFileSync(doc('b.mdx'), '---\ntitle: B\n---\n');
    expect(keptVerdict(root)).toBeUndefined();

    recordVerdict(root, contentOnDisk(root), 0);
    rmSync(doc('b.mdx'));
    expect(keptVerdict(root)).toBeUndefined();
  });

  it('is not served for files changed after the check read them, nor without the snapshot or the search index it was made with', () => {
    const read = contentOnDisk(root);
    writeFileSync(doc('a.mdx'), '---\ntitle: A\n---\n\nSaved while the check ran\n');
    recordVerdict(root, read, 0);
    expect(keptVerdict(root)).toBeUndefined();

    recordVerdict(root, contentOnDisk(root), 0);
    rmSync(join(root, DEV_SEARCH_INDEX));
    expect(keptVerdict(root)).toBeUndefined();
  });

  it('is forgotten as soon as another snapshot is published (by the build, or by a check)', () => {
    recordVerdict(root, contentOnDisk(root), 0);
    publishContentSnapshot(root, [], [{ version: docsVersions([])[0], docs: [], categories: [] }], new Map());
    expect(keptVerdict(root)).toBeUndefined();
  });
});
