import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFacts, withFactsHeld } from './source';

const repo = join(import.meta.dirname, '..', '..', '..');
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'facts-source-'));
  for (const dir of ['facts', 'snippets']) cpSync(join(repo, 'content', dir), join(root, 'content', dir), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const fingerprint = () => loadFacts(root).facts?.fingerprint;
const addSnippet = () => writeFileSync(join(root, 'content', 'snippets', 'added-for-the-test.md'), 'A passage added while the docs are checked.\n');

describe('the facts read from content/', () => {
  it('are read again as soon as a facts file is added', () => {
    const before = fingerprint();
    addSnippet();
    expect(fingerprint()).not.toBe(before);
  });

  it('are listed once while many docs are checked, and the file added meanwhile is read by the next check', () => {
    const before = fingerprint();
    const during = withFactsHeld(root, () => {
      addSnippet();
      return [fingerprint(), fingerprint()];
    });
    expect(during).toEqual([before, before]);
    expect(fingerprint()).not.toBe(before);
  });
});

describe('the facts of two project folders', () => {
  it('are each kept, so a check of a copy of the site beside the repository reads neither again', () => {
    const copy = mkdtempSync(join(tmpdir(), 'facts-copy-'));
    try {
      for (const dir of ['facts', 'snippets']) cpSync(join(root, 'content', dir), join(copy, 'content', dir), { recursive: true });
      writeFileSync(join(copy, 'content', 'snippets', 'only-in-the-copy.md'), 'A passage only the copy has.\n');
      const here = loadFacts(root).facts;
      const there = loadFacts(copy).facts;
      expect(there?.fingerprint).not.toBe(here?.fingerprint);
      expect(loadFacts(root).facts).toBe(here);
      expect(loadFacts(copy).facts).toBe(there);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
