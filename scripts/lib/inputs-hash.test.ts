import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs } from './inputs-hash';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'inputs-hash-'));
  mkdirSync(join(root, 'src', 'cms'), { recursive: true });
  writeFileSync(join(root, 'src', 'cms', 'admin.tsx'), 'export {};\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('hashInputs', () => {
  it('is the same for the same files and extra text', () => {
    expect(hashInputs(root, ['src', 'package-lock.json'], 'env')).toBe(hashInputs(root, ['package-lock.json', 'src'], 'env'));
  });

  it('changes when a file in a folder changes, a file is added or the extra text changes', () => {
    const before = hashInputs(root, ['src', 'package-lock.json'], 'env');
    writeFileSync(join(root, 'src', 'cms', 'admin.tsx'), 'export const x = 1;\n');
    const edited = hashInputs(root, ['src', 'package-lock.json'], 'env');
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'src', 'cms', 'new.ts'), '');
    expect(hashInputs(root, ['src', 'package-lock.json'], 'env')).not.toBe(edited);
    expect(hashInputs(root, ['src', 'package-lock.json'], 'other env')).not.toBe(hashInputs(root, ['src', 'package-lock.json'], 'env'));
  });

  it('tells a missing path from an empty file', () => {
    const absent = hashInputs(root, ['tailwind.config.ts']);
    writeFileSync(join(root, 'tailwind.config.ts'), '');
    expect(hashInputs(root, ['tailwind.config.ts'])).not.toBe(absent);
  });
});
