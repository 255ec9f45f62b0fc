import { describe, expect, it } from 'vitest';
import { formatRecord, lostAddresses, lostAddressesMessage, parseRecord, publishedAddresses } from './published-addresses';

describe('the addresses an export publishes', () => {
  it('are its folders’ pages, read from its files, whatever their route', () => {
    const files = ['index.html', 'index.txt', 'docs/index.html', 'docs/settings/users/index.html', 'docs/next/settings/users/index.html', 'search/index.html', 'print/index.html', 'docs.md', 'img/a.svg'];
    expect(publishedAddresses(files)).toEqual(['/', '/docs/', '/docs/next/settings/users/', '/docs/settings/users/', '/print/', '/search/']);
  });

  it('leave out the not-found page’s copies, the writers’ CMS and the crash test page', () => {
    expect(publishedAddresses(['404.html', '404/index.html', '_not-found/index.html', 'admin/index.html', 'test-crash/index.html', 'docs/index.html'])).toEqual(['/docs/']);
  });
});

describe('the record', () => {
  it('is written sorted, one address a line, after a header, and read back without the header', () => {
    const text = formatRecord(['/search/', '/', '/docs/', '/search/']);
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['/', '/docs/', '/search/', '']);
    expect(parseRecord(text)).toEqual(['/', '/docs/', '/search/']);
  });

  it('names the recorded addresses a new export would lose, and only those', () => {
    expect(lostAddresses(['/', '/docs/old/', '/docs/kept/'], ['/', '/docs/kept/', '/docs/new/'])).toEqual(['/docs/old/']);
  });

  it('tells the writer, for each lost address, how to keep it or let it go', () => {
    const message = lostAddressesMessage(['/docs/settings/oldName/', '/search/'], 'content/published-addresses.txt');
    expect(message).toContain('2 addresses published before would be lost');
    expect(message).toContain('/docs/settings/oldName/ was published before and is no longer a page of the site. If a doc replaced it, add `redirect_from: [settings/oldName]` to that doc\'s frontmatter.');
    expect(message).toContain('/search/ was published before and is no longer a page of the site.\n');
    expect(message).toContain('If a page is meant to disappear, remove its line from content/published-addresses.txt.');
  });
});
