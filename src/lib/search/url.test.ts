import { describe, expect, it } from 'vitest';
import { siteLocales } from '../../config/locales';
import { withBasePath } from '../../config/site';
import { searchPageHref, searchPagePath } from './url';

const [english, spanish] = siteLocales(['es']);

describe('the search page’s address', () => {
  it('is the language’s own search page, with the query encoded', () => {
    expect(searchPagePath('  dose area product ', english)).toBe('/search/?q=dose%20area%20product');
    expect(searchPagePath('calibración', spanish)).toBe('/es/search/?q=calibraci%C3%B3n');
    expect(searchPagePath('', spanish)).toBe('/es/search/');
  });

  it('carries the base path', () => {
    expect(searchPageHref('backup', spanish)).toBe(withBasePath('/es/search/?q=backup'));
  });

  it('is English’s outside a translated page', () => {
    expect(searchPagePath('backup')).toBe('/search/?q=backup');
  });
});
