import { describe, expect, it } from 'vitest';
import { holdsWholeManual, parseOfflineRecord } from './offline-record';

describe('the remembered offline manual', () => {
  it('reads what was stored, and nothing from a broken value', () => {
    expect(parseOfflineRecord('{"build":"aaa","docsDate":"2025-11-03","keep":true}')).toEqual({ build: 'aaa', docsDate: '2025-11-03', keep: true });
    expect(parseOfflineRecord('{"build":1}')).toBeNull();
    expect(parseOfflineRecord('not json')).toBeNull();
    expect(parseOfflineRecord(null)).toBeNull();
  });

  it('holds the whole manual only for the build the worker serves, while its caches are there', () => {
    const record = { build: 'aaa', docsDate: '2025-11-03', keep: true };
    expect(holdsWholeManual(record, 'aaa', ['aaa'])).toBe(true);
    expect(holdsWholeManual(record, 'bbb', ['bbb'])).toBe(false);
    expect(holdsWholeManual(record, 'aaa', [])).toBe(false);
    expect(holdsWholeManual(null, 'aaa', ['aaa'])).toBe(false);
  });
});
