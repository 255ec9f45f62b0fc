import { describe, expect, it } from 'vitest';
import { isChunkLoadError, parseReloadRecord, shouldReloadForChunkError } from './chunk-errors';

function named(name: string, message: string) {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('telling a failed chunk load from other errors', () => {
  it('recognises the bundlers’ and browsers’ chunk errors', () => {
    expect(isChunkLoadError(named('ChunkLoadError', 'Failed to load chunk /FusionDR/_next/static/chunks/a.js from module 1'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: https://x/1.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('finds a chunk error among the causes', () => {
    expect(isChunkLoadError(new Error('Rendering failed', { cause: named('ChunkLoadError', 'x') }))).toBe(true);
  });

  it('leaves other errors to the crash screen', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloading once, never in a loop', () => {
  const target = 'https://docs.example/FusionDR/docs/settings/users/';

  it('reloads the first time', () => {
    expect(shouldReloadForChunkError(target, null, 1_000, 60_000)).toBe(true);
  });

  it('does not reload again to the same address within the window', () => {
    expect(shouldReloadForChunkError(target, { url: target, at: 1_000 }, 5_000, 60_000)).toBe(false);
  });

  it('reloads again for another address, or much later', () => {
    expect(shouldReloadForChunkError(target, { url: 'https://docs.example/FusionDR/', at: 1_000 }, 5_000, 60_000)).toBe(true);
    expect(shouldReloadForChunkError(target, { url: target, at: 1_000 }, 120_000, 60_000)).toBe(true);
  });

  it('reads back only a well-formed record', () => {
    expect(parseReloadRecord(JSON.stringify({ url: target, at: 3 }))).toEqual({ url: target, at: 3 });
    expect(parseReloadRecord('not json')).toBeNull();
    expect(parseReloadRecord('{"url":1}')).toBeNull();
    expect(parseReloadRecord(null)).toBeNull();
  });
});
