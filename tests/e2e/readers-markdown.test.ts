import { parse } from 'node-html-parser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LLMS_FILE, LLMS_FULL_FILE } from '../../src/config/readers';
import { BASE_PATH, site as siteConfig } from '../../src/config/site';
import { strings } from '../../src/config/strings/copy-markdown';
import { contextOptions } from '../support/browser';
import { sleep, waitForHydration } from '../support/behaviours';
import { openPage, site, useBrowser } from '../support/site';

const chromium = useBrowser();

/** An absolute address the build wrote (from SITE_URL), as served here. */
const served = (url: string) => site(url.slice(`${siteConfig.url}${BASE_PATH}`.length));

const get = async (path: string) => {
  const response = await fetch(site(path));
  return { status: response.status, type: response.headers.get('content-type'), policy: response.headers.get('content-security-policy'), text: await response.text() };
};

/** The scripts a page loaded that carry these words. */
function scriptsSaying(page: Page, words: string) {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes(words)) found.push(response.url());
  });
  return found;
}

describe('docs that tools can read', () => {
  it('serves each doc’s Markdown at its address plus .md, as UTF-8 Markdown under the file policy, with facts as tables and admonitions as quotes', async () => {
    const md = await get('/docs/settings/configuration/intermediateOptions.md');
    expect(md.status).toBe(200);
    expect(md.type).toBe('text/markdown; charset=utf-8');
    expect(md.policy).toContain('sandbox');
    expect(md.text).toMatch(/^# Intermediate options\n/i);
    expect(md.text).toContain('\n| Setting | What it does | Default | Values | Who can change it |\n| - | - | - | - | - |\n');
    expect(md.text).toContain('\n> **Danger: Patient safety: Auto-accept after**\n>\n> ');
    expect(md.text).not.toMatch(/:::|::settings|:setting\{|<aside|<ReleaseDate/);
    const links = [...md.text.matchAll(/\]\((\S+?)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links.filter((l) => l.startsWith(siteConfig.url))) expect(link).toMatch(/\.md(#[\w-]+)?$|\/img\//);
    // The main doc, at the docs root's address plus .md.
    const intro = await get('/docs.md');
    expect(intro.status).toBe(200);
    expect(intro.text).toMatch(/^# Introduction/);
  });

  it('maps the manual in llms.txt: the site’s name, a summary, a section per sidebar category, every link answering with its doc', async () => {
    const llms = await get(`/${LLMS_FILE}`);
    expect(llms.type).toBe('text/plain; charset=utf-8');
    expect(llms.text).toMatch(/^# FusionDR\n\n> .+\n\n/);
    expect(llms.text).toMatch(/\n## Settings › DICOM\n\n(- .+\n)*- \[Worklist settings\]\(\S+\/docs\/settings\/DICOM\/worklist\.md\): /);
    const entries = [...llms.text.matchAll(/^- \[(.+)\]\((\S+)\): (.+)$/gm)];
    expect(entries.length).toBeGreaterThan(100);
    for (const [, title, url] of entries) {
      const answer = await fetch(served(url));
      expect(answer.status, url).toBe(200);
      expect((await answer.text()).startsWith(`# ${title.replace(/\\(.)/g, '$1')}\n`), url).toBe(true);
    }
  });

  it('has the whole manual in llms-full.txt, in the order of the sidebar (the print manual’s)', async () => {
    const [llms, full, print] = await Promise.all([get(`/${LLMS_FILE}`), get(`/${LLMS_FULL_FILE}`), get('/print/')]);
    const docsInFull = full.text.split('\n\n---\n\n').slice(1).map((doc) => /^# (.+)$/m.exec(doc)?.[1]);
    const inMap = [...llms.text.matchAll(/^- \[(.+)\]\(/gm)].map((m) => m[1].replace(/\\(.)/g, '$1'));
    expect([...docsInFull].sort()).toEqual([...inMap].sort());
    const printed = parse(print.text).querySelectorAll('article.print-doc').map((a) => a.querySelector(`#${a.id}-title`)?.textContent.trim());
    expect(docsInFull).toEqual(printed);
  });
});

describe('Copy page as Markdown', () => {
  it('copies the page’s Markdown on a press, says so in a status, and loads its code only then', async () => {
    const context = await chromium().newContext(contextOptions('desktop'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site('/')).origin });
    const page = await context.newPage();
    // Words of the copying code alone (its strings may travel elsewhere).
    const copyCode = scriptsSaying(page, 'ClipboardItem');
    await page.goto(site('/docs/settings/DICOM/worklist/'));
    await waitForHydration(page);
    await sleep(300);
    expect(copyCode).toEqual([]);

    const button = page.getByRole('button', { name: strings.copyMarkdown.button });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: strings.copyMarkdown.copied }).count()).toBe(1);
    // The script's body is read as it arrives, which may end after the status shows.
    await expect.poll(() => copyCode.length).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await get('/docs/settings/DICOM/worklist.md')).text);
    await context.close();
  });

  it('says so when the Markdown cannot be fetched', async () => {
    const { context, page } = await openPage(chromium(), '/docs/watermark/', { routedLater: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site('/')).origin });
    await page.route('**/*.md', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: strings.copyMarkdown.button }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: strings.copyMarkdown.failed }).count()).toBe(1);
    await context.close();
  });

  it('offers View as Markdown without scripts, and no button that could do nothing', async () => {
    const context = await chromium().newContext({ ...contextOptions('mobile'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site('/docs/watermark/'));
    expect(await page.getByRole('button', { name: strings.copyMarkdown.button }).isVisible()).toBe(false);
    await page.getByRole('link', { name: strings.copyMarkdown.link }).click();
    await page.waitForURL(/watermark\.md$/);
    expect(await page.locator('body').innerText()).toMatch(/^# Watermark/);
    await context.close();
  });
});
