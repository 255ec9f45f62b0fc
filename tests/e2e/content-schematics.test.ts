import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../src/config/site';
import { vocabularyFromFacts } from '../../src/lib/content-rules';
import { currentFacts } from '../../src/lib/facts/source';
import { exportedPages, outDir } from '../support/export';

/** The schematics of the product's screens: drawn with the vocabulary's names, explained on their pages. */
const root = join(import.meta.dirname, '..', '..');
const vocabulary = vocabularyFromFacts(currentFacts(root));
const imgDir = join(outDir, 'img', 'docs');
const schematics = readdirSync(imgDir).filter((f) => f.endsWith('-screen.svg') || f === 'system-status.svg');
const svg = (file: string) => parse(readFileSync(join(imgDir, file), 'utf8'));

/** The page that explains each numbered schematic, area by area. */
const NUMBERED: Record<string, string> = {
  'report-screen.svg': '/docs/reports/reportScreen/',
  'system-status.svg': '/docs/systemStatus/',
  'main-patient-screen.svg': '/docs/mainPatient/mainPatientScreen/',
};

/** The first numbered list after the picture, before the next section. */
function listAfter(img: HTMLElement): HTMLElement | undefined {
  let block = img;
  // Up to the block of the doc's body (DocBody's element) that holds the picture.
  while (block.parentNode && !block.parentNode.hasAttribute?.('data-doc-body')) block = block.parentNode;
  for (let next = block.nextElementSibling; next && next.tagName !== 'H2'; next = next.nextElementSibling) {
    if (next.tagName === 'OL') return next;
  }
  return undefined;
}

describe('screen schematics', () => {
  it('include the Report screen and the System Status view', () => {
    expect(schematics).toEqual(expect.arrayContaining(['report-screen.svg', 'system-status.svg']));
  });

  it('show no spelling the vocabulary replaced (Alerts, Planned, Retaken, Open...)', () => {
    const stale: string[] = [];
    for (const file of schematics) {
      for (const text of svg(file).querySelectorAll('text')) {
        for (const part of text.text.split(/\s*[·:›]\s*/)) {
          const label = part.replace(/^[\d●✓✗○–+‹\s]+/, '').trim();
          const found = vocabulary.bySpelling.get(label.toLowerCase());
          if (found?.isVariant) stale.push(`${file}: "${label}" (write "${found.term.name}")`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it('have a title and a description for screen readers', () => {
    const missing = schematics.filter((file) => !svg(file).querySelector('title')?.text.trim() || !svg(file).querySelector('desc')?.text.trim());
    expect(missing).toEqual([]);
  });

  for (const [file, path] of Object.entries(NUMBERED)) {
    it(`${file}: ${path} lists one numbered area for each number in the picture`, () => {
      const page = exportedPages().find((p) => p.path === path)!;
      const img = page.root.querySelector(`article .prose img[src="${BASE_PATH}/img/docs/${file}"]`);
      expect(img?.getAttribute('alt')).toMatch(/^Schematic of /);
      const numbers = svg(file).querySelectorAll('text.n').map((n) => n.text.trim());
      expect(numbers.length).toBeGreaterThan(2);
      expect(listAfter(img!)?.querySelectorAll(':scope > li').length).toBe(numbers.length);
    });
  }
});
