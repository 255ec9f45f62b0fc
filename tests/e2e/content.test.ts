import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../src/config/site';
import { strings } from '../../src/config/strings';
import { currentFacts } from '../../src/lib/facts/source';
import { catalogue, conciseByDesign } from '../content/catalogue';
import { existsInExport, exportedPages } from '../support/export';

/** Quality checks over every page of the built site. */
const pages = exportedPages();
const docPages = pages.filter((p) => p.path.startsWith('/docs/'));
const byPath = new Map(pages.map((p) => [p.path, p]));
const article = (path: string) => byPath.get(path)!.root.querySelector('article .prose')!;
const docPath = (id: string) => (id === 'introduction' ? '/docs/' : `/docs/${id}/`);

describe('the documentation catalogue', () => {
  it('has a page for every doc id of the catalogue', () => {
    const missing = catalogue.filter((id) => !byPath.has(docPath(id)));
    expect(missing).toEqual([]);
  });

  it('has no doc page outside the catalogue', () => {
    const known = new Set(catalogue.map(docPath));
    const extra = docPages.map((p) => p.path).filter((p) => !known.has(p) && p !== '/docs/introduction/');
    expect(extra).toEqual([]);
  });
});

describe('links and images across the whole site', () => {
  it('has no broken internal link and no missing #anchor', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const a of page.root.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
        if (/^(https?:|mailto:)/.test(href)) continue;
        const [path, anchor] = href.startsWith('#') ? [page.path, href.slice(1)] : href.replace(BASE_PATH, '').split('#');
        if (href.startsWith('/') && !href.startsWith(`${BASE_PATH}/`)) {
          broken.push(`${page.path}: ${href} (outside the base path)`);
          continue;
        }
        const target = byPath.get(path);
        if (!target && !existsInExport(path)) broken.push(`${page.path}: ${href}`);
        // "#/collections/…" is the CMS's own route (hash routing), not an element of its page.
        else if (anchor && !anchor.startsWith("/") && target && !target.root.querySelector(`[id="${decodeURIComponent(anchor)}"]`)) {
          broken.push(`${page.path}: ${href} (no #${anchor} on the page)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('serves every image, each with alt text', () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const img of page.root.querySelectorAll('img')) {
        const src = img.getAttribute('src') ?? '';
        if (!src.startsWith(`${BASE_PATH}/`) || !existsInExport(src.slice(BASE_PATH.length))) problems.push(`${page.path}: ${src} missing`);
        if (!img.getAttribute('alt')?.trim()) problems.push(`${page.path}: ${src} has no alt text`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has at least eight illustrations across the docs', () => {
    const images = new Set(docPages.flatMap((p) => p.root.querySelectorAll('article img').map((i) => i.getAttribute('src'))));
    expect(images.size).toBeGreaterThanOrEqual(8);
  });
});

describe('every doc page is substantial', () => {
  const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;

  const proseDocs = catalogue.filter((id) => !conciseByDesign.includes(id));

  it('has at least 300 words of prose', () => {
    const short = proseDocs
      .map((id) => {
        const prose = article(docPath(id)).querySelectorAll('p, li, blockquote').map((el) => el.text).join(' ');
        return [id, words(prose)] as const;
      })
      .filter(([, count]) => count < 300);
    expect(short).toEqual([]);
  });

  it('has at least two h2 sections and links to at least three other docs', () => {
    const thin = proseDocs.filter((id) => {
      const body = article(docPath(id));
      const sections = body.querySelectorAll('h2').length;
      const targets = new Set(
        body
          .querySelectorAll(`a[href^="${BASE_PATH}/docs/"]`)
          .map((a) => a.getAttribute('href')!.split('#')[0])
          .filter((href) => href !== `${BASE_PATH}${docPath(id)}`),
      );
      return sections < 2 || targets.size < 3;
    });
    expect(thin).toEqual([]);
  });

  it('has no placeholder text', () => {
    const placeholder = /\b(lorem|ipsum|TODO|TBD|coming soon|placeholder|FIXME)\b/i;
    const found = docPages.filter((p) => placeholder.test(p.root.querySelector('main')?.text ?? '')).map((p) => p.path);
    expect(found).toEqual([]);
  });
});

describe('release notes and the update page', () => {
  it('list a dated version history ending at 2.12.0, dates written out', () => {
    const notes = article('/docs/resources/releaseNotes/');
    const versions = notes.querySelectorAll('h2').map((h) => h.text.match(/\d+\.\d+\.\d+/)?.[0]).filter(Boolean);
    expect(versions[0]).toBe('2.12.0');
    expect(versions.length).toBeGreaterThanOrEqual(3);
    const dates = notes.querySelectorAll('time').map((t) => t.text);
    expect(dates.length).toBeGreaterThanOrEqual(versions.length);
    for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('says on the update page what 2.12.0 brings and links to its notes', () => {
    const update = article('/docs/settings/system/update/');
    expect(update.text).toMatch(/2\.12\.0/);
    expect(update.querySelector(`a[href="${BASE_PATH}/docs/resources/releaseNotes/#version-2120"]`)).not.toBeNull();
  });
});

describe('technique charts', () => {
  it.each(['resources/smallAnimalTechniqueGuideline', 'resources/equineTechniqueChart'])('%s is a real table of kVp and mAs with a caveat', (id) => {
    const body = article(docPath(id));
    const headers = body.querySelectorAll('th').map((th) => th.text);
    expect(headers.some((h) => /kVp/.test(h))).toBe(true);
    expect(headers.some((h) => /mAs/.test(h))).toBe(true);
    expect(body.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(8);
    expect(body.querySelector('.admonition')?.text).toMatch(/starting point/i);
  });
});

describe('edit links for writers', () => {
  it("links each screen's home page to that screen's facts in the CMS, and no other page", () => {
    const screens = currentFacts().screens;
    const factLinks = (path: string) =>
      byPath
        .get(path)!
        .root.querySelectorAll('.edit-links a')
        .filter((a) => a.getAttribute('href')!.includes('/collections/screens/entries/'))
        .map((a) => `${a.text.trim()} -> ${a.getAttribute('href')!.split('#')[1]}`);
    for (const screen of screens) {
      expect(factLinks(docPath(screen.doc)), screen.id).toContain(`${strings.docs.editFacts(screen.name)} -> /collections/screens/entries/${screen.id}`);
    }
    const all = docPages.flatMap((p) => factLinks(p.path));
    expect(all.length).toBe(screens.length);
  });
});
