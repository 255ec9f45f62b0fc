import { describe, expect, it } from 'vitest';
import { siteLocales } from '../config/locales';
import { languageMenu } from './language-menu';

const locales = siteLocales(['es']);
const latestDoc = (path: string) => path.startsWith('/docs/') && !path.startsWith('/docs/next/');
const hrefs = (path: string) => languageMenu(locales, path, latestDoc).items.map((i) => [i.label, i.href, i.active]);

describe('the language menu', () => {
  it('leads from a doc to the same doc in every language, marking the page’s own', () => {
    expect(hrefs('/docs/settings/system/backup/')).toEqual([
      ['English', '/docs/settings/system/backup/', true],
      ['Español', '/es/docs/settings/system/backup/', false],
    ]);
    expect(hrefs('/es/docs/')).toEqual([
      ['English', '/docs/', false],
      ['Español', '/es/docs/', true],
    ]);
    expect(languageMenu(locales, '/es/docs/loginScreen/', latestDoc).current.code).toBe('es');
  });

  it('leads from the search page to each language’s search page', () => {
    expect(hrefs('/search/')).toEqual([
      ['English', '/search/', true],
      ['Español', '/es/search/', false],
    ]);
    expect(hrefs('/es/search/')).toEqual([
      ['English', '/search/', false],
      ['Español', '/es/search/', true],
    ]);
  });

  it('leads from a page that is not a doc of the latest version to each language’s docs', () => {
    expect(hrefs('/')[1]).toEqual(['Español', '/es/docs/', false]);
    expect(hrefs('/docs/next/loginScreen/')[1]).toEqual(['Español', '/es/docs/', false]);
  });

  it('has English alone when no locale is on', () => {
    expect(languageMenu(siteLocales([]), '/docs/', latestDoc).items).toEqual([{ key: 'en', label: 'English', href: '/docs/', active: true, lang: 'en' }]);
  });
});
