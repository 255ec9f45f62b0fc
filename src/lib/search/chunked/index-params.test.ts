import { describe, expect, it } from 'vitest';
import { searchIndexParams } from './index-params';

describe("the development site's search-index addresses", () => {
  it('lists each piece written, folders as segments', () => {
    expect(searchIndexParams(['meta.json', 'a1.terms.json', 'es/meta.json'])).toEqual([{ file: ['meta.json'] }, { file: ['a1.terms.json'] }, { file: ['es', 'meta.json'] }]);
  });

  it('lists the index itself before any piece is written, never nothing', () => {
    expect(searchIndexParams(new Map().keys())).toEqual([{ file: ['meta.json'] }]);
  });
});
