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

  it('holds the docs version that was downloaded, not the others', () => {
    const record = parseOfflineRecord('{"build":"aaa","docsDate":"2025-11-03","keep":true,"version":"2.11"}');
    expect(record?.version).toBe('2.11');
    expect(holdsWholeManual(record, 'aaa', ['aaa'], '2.11')).toBe(true);
    expect(holdsWholeManual(record, 'aaa', ['aaa'], 'current')).toBe(false);
  });
});
