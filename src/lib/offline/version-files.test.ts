import { describe, expect, it } from 'vitest';
import { docsVersions } from '../../config/versions';
import { versionOfFile } from './version-files';

describe("the files of each version's offline manual", () => {
  const cut = docsVersions(['2.12', '2.11']);
  const of = (file: string) => versionOfFile(file, cut);

  it('gives each version its pages, Markdown, search index and images', () => {
    expect(of('docs/index.html')).toBe('2.12');
    expect(of('docs/settings/users/index.html')).toBe('2.12');
    expect(of('docs/settings/users/__next.docs.$c$slug.__PAGE__.txt')).toBe('2.12');
    expect(of('docs.md')).toBe('2.12');
    expect(of('docs/next/index.html')).toBe('current');
    expect(of('docs/next.md')).toBe('current');
    expect(of('docs/next/settings/users.md')).toBe('current');
    expect(of('docs/2.11/settings/users/index.html')).toBe('2.11');
    expect(of('docs/2.11.md')).toBe('2.11');
    expect(of('search-index/meta.json')).toBe('2.12');
    expect(of('search-index/current/meta.json')).toBe('current');
    expect(of('search-index/2.11/6b8e.d0.json')).toBe('2.11');
    expect(of('img/versions/2.11/docs/login-screen.svg')).toBe('2.11');
    expect(of('img/docs/login-screen.svg')).toBe('current');
  });

  it('shares what every version needs', () => {
    for (const file of ['index.html', 'search/index.html', '_next/static/chunks/a.js', 'nav/sidebar.abc.json', 'icon.svg']) expect(of(file)).toBeNull();
  });

  it('is one manual when no version is cut', () => {
    expect(versionOfFile('docs/settings/users/index.html', docsVersions([]))).toBeNull();
  });
});
