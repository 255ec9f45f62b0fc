import type { HTMLElement, Node } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../src/config/site';
import { findTerm, GLOSSARY_DOC_ID, glossaryTerm, type GlossaryTerm } from '../../src/lib/glossary';
import { exportedPages } from '../support/export';

/** The glossary page and, on every other doc page, the first use of each of its terms. */
const pages = exportedPages();
const glossaryPath = `/docs/${GLOSSARY_DOC_ID}/`;
const glossary = pages.find((p) => p.path === glossaryPath)!;
const terms = glossary.root.querySelectorAll('article .prose h3').map((h) => glossaryTerm(h.text.replace(/#/g, '').trim(), h.getAttribute('id')!));
const glossaryHref = (id: string) => `${BASE_PATH}${glossaryPath}#${id}`;

const SKIPPED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'code', 'pre', 'img']);
/** A column's header is a label; a row's header (the first column of a table that names its rows) is text. */
const isColumnHeader = (el: HTMLElement) => el.tagName?.toLowerCase() === 'th' && el.getAttribute('scope') !== 'row';

/** Text nodes of an article in reading order, with the element they sit in. */
function* texts(node: Node, ancestors: HTMLElement[] = []): Generator<{ text: string; ancestors: HTMLElement[] }> {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) yield { text: child.text, ancestors };
    else if (child.nodeType === 1) yield* texts(child, [...ancestors, child as HTMLElement]);
  }
}

/** "explained" when the first use is a link to the term's entry; "bare" when it is plain text; null when unused. */
function firstUse(article: HTMLElement, term: GlossaryTerm): 'explained' | 'bare' | null {
  for (const { text, ancestors } of texts(article)) {
    const tags = ancestors.map((a) => a.tagName?.toLowerCase());
    if (tags.some((t) => SKIPPED.has(t)) || ancestors.some(isColumnHeader) || ancestors.some((a) => a.classList?.contains('admonition-title'))) continue;
    if (!findTerm(term, text)) continue;
    const link = ancestors.find((a) => a.tagName?.toLowerCase() === 'a');
    if (!link) return 'bare';
    if (link.getAttribute('href') === glossaryHref(term.id)) return 'explained';
  }
  return null;
}

describe('the glossary', () => {
  it('defines at least 40 terms of art, each under its own heading', () => {
    expect(terms.length).toBeGreaterThanOrEqual(40);
    for (const name of ['DICOM', 'MPPS', 'PACS', 'PIMS', 'RIS', 'AE title', 'kVp', 'mAs', 'Worklist', 'Grid ratio']) {
      expect(terms.map((t) => t.heading)).toContain(name);
    }
    expect(terms.map((t) => t.heading).join()).toMatch(/Source-to-image distance \(SID\).*Exposure index \(EI\).*Deviation index \(DI\)/);
  });

  it('is in the sidebar under Resources', () => {
    const sidebar = glossary.root.querySelector('nav[aria-label="Docs sidebar"]')!;
    const link = sidebar.querySelector(`a[href="${BASE_PATH}${glossaryPath}"]`)!;
    expect(link.text.trim()).toBe('Glossary');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(sidebar.querySelector(`a[href="${BASE_PATH}/docs/resources/releaseNotes/"]`)).not.toBeNull();
  });

  it('explains the first use of every glossary term on every doc page with a link to its entry', () => {
    const bare: string[] = [];
    let explained = 0;
    for (const page of pages.filter((p) => p.path.startsWith('/docs/') && p.path !== glossaryPath)) {
      const article = page.root.querySelector('article .prose');
      if (!article) continue;
      for (const term of terms) {
        const use = firstUse(article, term);
        if (use === 'bare') bare.push(`${page.path}: ${term.heading}`);
        if (use === 'explained') explained++;
      }
    }
    expect(bare).toEqual([]);
    expect(explained).toBeGreaterThan(400);
  });
});
