import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../src/lib/facts/source';
import { ISOLATED_UNIT_FILES, NEEDS_ISOLATION } from './isolated-unit-files';

const isolated = (file: string) => file.endsWith('.test.tsx') || ISOLATED_UNIT_FILES.includes(file);

describe('the unit files that share a module cache', () => {
  it('mock no module, stub no global and run in Node: every file that does is listed as isolated', () => {
    const unit = ['src', 'schemas', 'scripts'].flatMap((dir) => filesUnder(process.cwd(), dir)).filter((file) => /\.test\.tsx?$/.test(file));
    expect(unit.length).toBeGreaterThan(100);
    const needing = unit.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')));
    expect(needing.length).toBeGreaterThan(10);
    expect(needing.filter((file) => !isolated(file))).toEqual([]);
  });
});
