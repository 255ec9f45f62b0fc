import { describe, expect, it } from 'vitest';
import { exportByKind, exportKindOf, formatKinds } from './export-kinds';

describe('the kinds of file of an export', () => {
  it.each([
    ['index.html', 'HTML pages'],
    ['docs/settings/users/index.html', 'HTML pages'],
    ['404.html', 'HTML pages'],
    ['docs/settings/users/index.txt', 'page payloads (.txt)'],
    ['docs/settings/users/__next.docs.$c$slug.__PAGE__.txt', 'page payloads (.txt)'],
    ['__next._tree.txt', 'page payloads (.txt)'],
    ['print/index.html', 'print page'],
    ['search-index/meta.json', 'search index'],
    ['search-index/850a2636534c.d3.json', 'search index'],
    ['_next/static/chunks/a.js', 'JS and CSS'],
    ['admin/cms.js', 'CMS'],
    ['admin/cms.js.LEGAL.txt', 'CMS'],
    ['robots.txt', 'other'],
    ['nav/sidebar.8e29053c2f95.json', 'other'],
    ['img/docs/a.svg', 'other'],
  ])('%s is counted as %s', (file, kind) => {
    expect(exportKindOf(file)).toBe(kind);
  });

  it('adds files and bytes per kind, in a fixed order, leaving out kinds with no file', () => {
    const totals = exportByKind([
      { path: 'robots.txt', bytes: 10 },
      { path: 'index.html', bytes: 1024 * 1024 },
      { path: 'docs/index.html', bytes: 1024 * 1024 },
      { path: 'docs/index.txt', bytes: 512 * 1024 },
    ]);
    expect(totals).toEqual([
      { kind: 'HTML pages', files: 2, bytes: 2 * 1024 * 1024 },
      { kind: 'page payloads (.txt)', files: 1, bytes: 512 * 1024 },
      { kind: 'other', files: 1, bytes: 10 },
    ]);
    expect(formatKinds(totals)).toBe('HTML pages 2.0 MB / 2 · page payloads (.txt) 0.5 MB / 1 · other 0.0 MB / 1');
  });
});
