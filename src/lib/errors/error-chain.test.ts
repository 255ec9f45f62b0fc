import { describe, expect, it } from 'vitest';
import { errorChain } from './error-chain';

describe('the error message chain of the crash screen', () => {
  it('lists the error, then each cause in turn', () => {
    const error = new Error('The page could not render', {
      cause: new TypeError('Cannot read the study list', { cause: new Error('The server answered 500') }),
    });
    expect(errorChain(error)).toEqual([
      { name: 'Error', message: 'The page could not render' },
      { name: 'TypeError', message: 'Cannot read the study list' },
      { name: 'Error', message: 'The server answered 500' },
    ]);
  });

  it('shows thrown values that are not errors', () => {
    expect(errorChain('plain text')).toEqual([{ name: 'Error', message: 'plain text' }]);
    expect(errorChain({ name: 'Custom', message: 'shaped like an error' })).toEqual([{ name: 'Custom', message: 'shaped like an error' }]);
    expect(errorChain(new Error('with a string cause', { cause: 'a reason' }))).toEqual([
      { name: 'Error', message: 'with a string cause' },
      { name: 'Error', message: 'a reason' },
    ]);
  });

  it('stops at a cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorChain(a).map((l) => l.message)).toEqual(['a', 'b']);
  });

  it('is empty for nothing thrown', () => {
    expect(errorChain(undefined)).toEqual([]);
  });
});
