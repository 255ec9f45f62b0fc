import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strings } from '../../src/config/strings';
import { isPrecompressedCopy } from '../../src/lib/http/precompress';
import { catalogue } from '../content/catalogue';
import { outDir } from '../support/export';
import { openPage, site, useBrowser } from '../support/site';

const chromium = useBrowser();

describe('printing a doc page', () => {
  it('prints the doc alone, black on white, external links with their address', async () => {
    const { context, page } = await openPage(chromium(), '/docs/settings/DICOM/worklist/', { colorScheme: 'dark', storage: { theme: 'dark' } });
    await page.emulateMedia({ media: 'print' });
    for (const name of [strings.nav.main, strings.docs.sidebar, strings.docs.breadcrumbs, strings.docs.pagination, 'Footer']) {
      expect(await page.getByRole('navigation', { name, exact: true }).first().isVisible(), name).toBe(false);
    }
    expect(await page.locator('footer').isVisible()).toBe(false);
    expect(await page.locator('aside:not(.admonition)').filter({ hasText: strings.docs.toc }).first().isVisible()).toBe(false);
    expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
    expect(await page.locator('article h1').isVisible()).toBe(true);

    const colours = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('article p')!).color,
    }));
    expect(colours).toEqual({ body: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });

    const external = page.locator('article a[href^="http"]').first();
    if ((await external.count()) > 0) {
      const href = await external.getAttribute('href');
      expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
    }
    await context.close();
  });
});

describe('the whole manual on one page', () => {
  it('is linked from the footer, marked noindex, and absent from the sitemap and the search index', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    await page.locator('footer').getByRole('link', { name: strings.footer.printManual }).click();
    await page.waitForURL(/\/FusionDR\/print\/$/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).not.toContain('/print/');
    for (const file of readdirSync(join(outDir, 'search-index'))) expect(readFileSync(join(outDir, 'search-index', file), 'utf8')).not.toContain('/print/');
    await context.close();
  });

  it('has a cover, the contents in sidebar order, every doc once, unique ids and links that land on the page', async () => {
    const { context, page } = await openPage(chromium(), '/print/');
    const cover = page.locator('.print-cover');
    expect(await cover.textContent()).toContain('Version 2.12.0');
    expect(await cover.textContent()).toMatch(/Documentation as of [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(await page.locator('article.print-doc').count()).toBe(catalogue.length);

    const contents = await page.locator('.print-contents a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const docs = await page.locator('article.print-doc').evaluateAll((articles) => articles.map((a) => `#${a.id}`));
    expect(contents).toEqual(docs);

    const { duplicates, broken } = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
      const seen = new Set(ids);
      const anchors = [...document.querySelectorAll('main a[href^="#"]')].map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1)));
      return { duplicates: ids.length - seen.size, broken: anchors.filter((id) => id && !seen.has(id)) };
    });
    expect(duplicates).toBe(0);
    expect(broken).toEqual([]);
    // A doc's own headings sit under its title: no h2 inside a doc but its title.
    expect(await page.locator('article.print-doc h2').count()).toBe(catalogue.length);
    await context.close();
  });

  it('is plain HTML: no React payload beside it, no framework script, and its button opens the print dialog', async () => {
    // Beside it only the build's compressed copies of the page itself.
    expect(readdirSync(join(outDir, 'print')).filter((file) => !isPrecompressedCopy(file))).toEqual(['index.html']);
    const html = readFileSync(join(outDir, 'print', 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('self.__next_f');

    const { context, page } = await openPage(chromium(), '/print/', { colorScheme: 'dark', storage: { theme: 'dark' } });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: strings.print.printButton }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // The stored colour mode applies, as on every other page.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('prints to a clean A4 PDF: a page per doc at least, no navigation, images included', async () => {
    const { context, page } = await openPage(chromium(), '/print/');
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const dir = mkdtempSync(join(tmpdir(), 'print-'));
    const file = join(dir, 'manual.pdf');
    writeFileSync(file, pdf);
    try {
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
      expect(info).toMatch(/Page size:\s+59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/);
      expect(pages).toBeGreaterThan(catalogue.length + 1);
      expect(pages).toBeLessThan(catalogue.length * 8);

      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      expect(text).toContain(strings.print.title);
      for (const chrome of [strings.skipToContent, strings.footer.printManual, strings.print.printButton, 'Copyright ©', strings.nav.searchShortcut]) {
        expect(text, chrome).not.toContain(chrome);
      }
      const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
      const pageImages = await page.locator('main img').count();
      // SVG diagrams print as vectors, photographs as images: either way none is left out of the page.
      expect(pageImages).toBeGreaterThan(0);
      expect(images.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await context.close();
  });
});

describe('the print link', () => {
  it('is a plain link, not prefetched from every page', async () => {
    const { context, page } = await openPage(chromium(), '/docs/');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.locator('footer').getByRole('link', { name: strings.footer.printManual }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.startsWith(site('/print/')))).toEqual([]);
    await context.close();
  });
});
