/**
 * The writers' loop on the development site (the server `npm run dev` and `npm run cms` run), on the
 * writers' scratch copy of the repository: bursts of changes never break a page, a doc that cannot be
 * built says why in the browser and recovers by itself. Run by tests/e2e/writers-loop.test.ts, after
 * the CMS's tests.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForPage } from '../../scripts/dev-probe';
import type { DevSite } from '../../scripts/dev-site';
import { devStrings } from '../../src/config/dev-server';
import { searchIndexUrl } from '../../src/config/search';
import { BASE_PATH } from '../../src/config/site';
import { openModal, typeQuery } from '../support/search';
import { writersSite } from '../support/writers-site';

let scratch: string;
let site: DevSite;
let browser: Browser;

const docsDir = () => join(scratch, 'content', 'docs');
const page = (docId: string) => `${site.url}${BASE_PATH}/docs/${docId}/`;
const frontmatter = (title: string, position = 1) => `---\ntitle: ${title}\ndescription: A doc written during the test.\nsidebar_position: ${position}\n---\n\n`;

/** The development site's tests, on the writers' scratch copy (support/writers-site.ts). */
export function devSiteSuite(): void {
  describe('the development site', () => {
    beforeAll(async () => {
      ({ scratch, devSite: site, browser } = writersSite());
      await site.ready;
      // The first request compiles the doc route: done once here, not in a test's time.
      await waitForPage(page('watermark'), 'Watermark', { timeout: 180_000 });
    }, 300_000);

    describe('the development site under a burst of changes', () => {
      it('re-saving 15 docs, creating a folder and deleting another at once never answers an error, and every page shows its change', { timeout: 240_000 }, async () => {
        // A folder that exists before the burst, deleted during it.
        mkdirSync(join(docsDir(), 'burstOld'), { recursive: true });
        writeFileSync(join(docsDir(), 'burstOld', '_category_.json'), '{ "label": "Old folder", "position": 98 }\n');
        writeFileSync(join(docsDir(), 'burstOld', 'gone.mdx'), `${frontmatter('Gone soon')}Soon deleted.\n`);
        await waitForPage(page('burstOld/gone'), 'Soon deleted.');
        const failedBefore = site.failedRequests.length;

        const docs = (readdirSync(docsDir(), { recursive: true }) as string[])
          .filter((f) => f.endsWith('.mdx') && !f.endsWith('index.mdx') && !f.startsWith('burstOld'))
          .slice(0, 15);
        const marker = `Saved again in the burst ${Date.now()}`;
        for (const file of docs) writeFileSync(join(docsDir(), file), `${readFileSync(join(docsDir(), file), 'utf8')}\n${marker}.\n`);
        mkdirSync(join(docsDir(), 'network'));
        writeFileSync(join(docsDir(), 'network', '_category_.json'), '{ "label": "Network", "position": 3 }\n');
        writeFileSync(join(docsDir(), 'network', 'ports.mdx'), `${frontmatter('Network ports')}The ports FusionDR uses.\n`);
        rmSync(join(docsDir(), 'burstOld'), { recursive: true });

        const waits = await Promise.all([
          ...docs.map((file) => waitForPage(page(file.replace(/\.mdx$/, '')), marker)),
          waitForPage(page('network/ports'), 'The ports FusionDR uses.'),
        ]);
        expect(waits.flatMap((w) => w.failures)).toEqual([]);
        // The new folder is in the sidebar under its label; the deleted one is gone.
        const sidebar = await waitForPage(page('network/ports'), '>Network<');
        expect(sidebar.failures).toEqual([]);
        const gone = await fetch(page('burstOld/gone'));
        expect(gone.status).toBe(404);
        const other = await fetch(page('watermark'));
        expect(other.status).toBe(200);
        // Nor did Next answer an error behind the gate: it read its manifests whole throughout.
        expect(site.failedRequests.slice(failedBefore)).toEqual([]);
      });
    });

    describe('a doc that cannot be built, in the browser', () => {
      it('shows the file, the line from the top of the file and a sentence, and recovers by itself when fixed', { timeout: 120_000 }, async () => {
        const file = join(docsDir(), 'watermark.mdx');
        const good = readFileSync(file, 'utf8');
        const brokenLine = good.split('\n').length + 1;
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.goto(page('watermark'));
        await tab.getByRole('heading', { level: 1, name: 'Watermark' }).waitFor();

        writeFileSync(file, `${good}\n<div>\n\nNever closed.\n`);
        const alert = tab.getByRole('alert').filter({ hasText: devStrings.problemsHeading });
        await alert.waitFor({ timeout: 60_000 });
        const text = await alert.innerText();
        expect(text).toContain('content/docs/watermark.mdx');
        expect(text).toContain(`at line ${brokenLine}:`);
        expect(text).toContain('Expected a closing tag for `<div>`');
        expect(text).not.toMatch(/Contentlayer|at somewhere|\bat \w+ \(/);

        writeFileSync(file, good);
        await alert.waitFor({ state: 'detached', timeout: 60_000 });
        expect(await tab.getByRole('heading', { level: 1, name: 'Watermark' }).isVisible()).toBe(true);
        await context.close();
      });

      it('refuses what the build refuses: an unknown component is named with its line', { timeout: 120_000 }, async () => {
        const file = join(docsDir(), 'notifications.mdx');
        const good = readFileSync(file, 'utf8');
        writeFileSync(file, `${good}\n<Unknown />\n`);
        const shown = await waitForPage(page('notifications'), devStrings.problemsHeading);
        expect(shown.failures).toEqual([]);
        const html = await (await fetch(page('notifications'))).text();
        expect(html).toContain(`line ${good.split('\n').length + 1}: &lt;Unknown&gt; is not a component the site knows`);
        writeFileSync(file, good);
        expect((await waitForPage(page('notifications'), devStrings.problemsHeading, { absent: true })).failures).toEqual([]);
        expect(existsSync(file)).toBe(true);
      });
    });

    describe('a new doc and search, as the writer saves', () => {
      it('serves a new doc as soon as it is saved: the address answers at once and the doc appears by itself', { timeout: 120_000 }, async () => {
        const context = await browser.newContext();
        const tab = await context.newPage();
        writeFileSync(join(docsDir(), 'firstLight.mdx'), `${frontmatter('First light')}The detector wakes at first light.\n`);
        const response = await tab.goto(page('firstLight'));
        expect(response?.status()).toBe(200);
        await tab.getByRole('heading', { level: 1, name: 'First light' }).waitFor({ timeout: 60_000 });
        expect(await tab.getByText('The detector wakes at first light.').isVisible()).toBe(true);
        await context.close();
      });

      it('finds a new doc and an edited doc in the search modal without a restart', { timeout: 180_000 }, async () => {
        const word = `Quokkascan${Date.now() % 100000}`;
        const edited = `Wombatfilter${Date.now() % 100000}`;
        writeFileSync(join(docsDir(), 'searchable.mdx'), `${frontmatter('Searchable doc')}## Finding it\n\nThe ${word} setting is new.\n`);
        const file = join(docsDir(), 'notifications.mdx');
        const good = readFileSync(file, 'utf8');
        writeFileSync(file, `${good}\n## Edited section\n\nThe ${edited} setting was added.\n`);
        expect((await waitForPage(page('searchable'), word)).failures).toEqual([]);
        expect((await waitForPage(page('notifications'), edited)).failures).toEqual([]);
        // The index is rebuilt at its first request after a change: on a loaded machine that can take longer
        // than the modal waits for it, which is not what this test is about.
        expect((await waitForPage(`${site.url}${searchIndexUrl}meta.json`, '{', { timeout: 120_000 })).failures).toEqual([]);
        // The new index's files have new names, which \`next dev\` answers with 404 until it has listed the
        // route's addresses again (README, "Libraries relied on beyond their public API"): it lists them
        // at the first miss, which on a loaded machine takes longer than the modal waits for its index.
        const { id } = (await (await fetch(`${site.url}${searchIndexUrl}meta.json`)).json()) as { id: string };
        await waitForPage(`${site.url}${searchIndexUrl}${id}.terms.json`, '[', { timeout: 120_000 });
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.goto(page('watermark'), { waitUntil: 'networkidle' });
        for (const [query, title] of [[word, 'Searchable doc'], [edited, 'Notifications']]) {
          await openModal(tab);
          await typeQuery(tab, query);
          const hit = tab.locator('.DocSearch-Hit', { hasText: query }).first();
          await hit.waitFor({ timeout: 30_000 });
          expect(await tab.locator('.DocSearch-Hits').first().innerText()).toContain(title);
          await tab.keyboard.press('Escape');
        }
        writeFileSync(file, good);
        await context.close();
      });
    });
  });
}
