import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, withEagerCompileHint } from './compile-hint';

describe('withEagerCompileHint', () => {
  it('puts the hint on the first line, before the code', () => {
    const code = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    expect(withEagerCompileHint(code).split('\n')).toEqual([EAGER_COMPILE_HINT, code]);
  });

  it('marks a script once, however often the step runs', () => {
    const once = withEagerCompileHint('run();');
    expect(withEagerCompileHint(once)).toBe(once);
  });
});
