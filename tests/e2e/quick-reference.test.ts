import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addedPages } from '../content/catalogue';
import { openPage, useBrowser } from '../support/site';

/** The quick-reference cards: each prints on one A4 page from the site's print stylesheet, page furniture left out. */
const cards = addedPages.filter((id) => id.startsWith('resources/quickReference/'));

describe('quick-reference cards', () => {
  const chromium = useBrowser();

  it('there are five, one per daily task', () => {
    expect(cards.length).toBe(5);
  });

  for (const id of cards) {
    it(`${id} prints on one A4 page, with its title and without the site's navigation`, async () => {
      const { context, page } = await openPage(chromium(), `/docs/${id}/`);
      const title = (await page.locator('h1').textContent())?.trim() ?? '';
      const dir = mkdtempSync(join(tmpdir(), 'card-'));
      const file = join(dir, 'card.pdf');
      try {
        writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
        const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(pages).toBe(1);
        expect(text).toContain(title);
        expect(text).not.toContain('Edit this page');
        expect(text).not.toContain('Copyright');
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await context.close();
      }
    });
  }
});
