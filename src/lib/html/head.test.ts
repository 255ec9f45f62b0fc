import { describe, expect, it } from 'vitest';
import { CHARSET_TAG, insertEarlyInHead } from './head';

describe('insertEarlyInHead', () => {
  it('puts the element after the first tag of the list the page has, else at the start of <head>', () => {
    const page = '<html><head><meta charSet="utf-8"/><title>T</title><script src="a.js"></script></head></html>';
    expect(insertEarlyInHead(page, '<x/>', [/<meta name="none"\/>/, CHARSET_TAG], 'x')).toBe(
      '<html><head><meta charSet="utf-8"/><x/><title>T</title><script src="a.js"></script></head></html>',
    );
    expect(insertEarlyInHead('<head lang="en"><title>T</title></head>', '<x/>', [CHARSET_TAG], 'x')).toBe('<head lang="en"><x/><title>T</title></head>');
  });

  it('names what it could not place when the page has no <head>', () => {
    expect(() => insertEarlyInHead('<p>no head</p>', '<x/>', [], 'its settings')).toThrow('The page has no <head> to carry its settings.');
  });
});
