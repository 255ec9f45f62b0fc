/**
 * Ten bursts in a row on the development site, as a `git pull` makes them: 15 docs re-saved at once, and
 * a folder of three docs created and deleted. After each burst, every re-saved doc's page and the docs'
 * main page answer 200 with the saved text, and the deleted docs 404, within BURST_SETTLE_MS of the last
 * change. One burst in several used to leave every doc page without an answer: ten in a row find it.
 * Run by tests/e2e/writers-loop.test.ts, on the writers' scratch copy of the repository.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForPage } from '../../scripts/dev-probe';
import type { DevSite } from '../../scripts/dev-site';
import { MAIN_DOC_ID, BASE_PATH } from '../../src/config/site';
import { writersSite } from '../support/writers-site';

const BURSTS = 10;
const RESAVED = 15;
/** Every page answers with the change within this long after the burst's last change. */
const BURST_SETTLE_MS = 5000;

let scratch: string;
let site: DevSite;

const docsDir = () => join(scratch, 'content', 'docs');
const page = (docId: string) => `${site.url}${BASE_PATH}/docs/${docId}/`;
const docId = (file: string) => file.replace(/\.mdx$/, '');

/** '' when the page answered 200 with the text by the deadline, without an error on the way; else what it answered. */
async function shownBy(url: string, deadline: number, text: string): Promise<string> {
  try {
    const { failures } = await waitForPage(url, text, { timeout: Math.max(Math.ceil(deadline - performance.now()), 1) });
    return failures.join('; ');
  } catch (error) {
    return (error as Error).message;
  }
}

/** '' when the page answered 404 by the deadline; else what it last answered. */
async function goneBy(url: string, deadline: number): Promise<string> {
  let last = '';
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(Math.ceil(deadline - performance.now()), 1)) });
      await response.arrayBuffer();
      if (response.status === 404) return '';
      last = String(response.status);
    } catch (error) {
      last = (error as Error).message;
    }
    if (performance.now() > deadline) return `${url} still answered ${last}`;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The development site's tests under repeated bursts, on the writers' scratch copy (support/writers-site.ts). */
export function burstsSuite(bursts = BURSTS): void {
  describe('the development site under ten bursts in a row', () => {
    beforeAll(async () => {
      ({ scratch, devSite: site } = writersSite());
      await site.ready;
      await waitForPage(page(MAIN_DOC_ID), 'Introduction', { timeout: 180_000 });
    }, 300_000);

    it(`leaves every page answering with its change within ${BURST_SETTLE_MS / 1000} s of each burst's last change`, { timeout: 300_000 }, async () => {
      const files = [
        `${MAIN_DOC_ID}.mdx`,
        ...(readdirSync(docsDir(), { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx') && !f.endsWith('index.mdx') && f !== `${MAIN_DOC_ID}.mdx`),
      ].slice(0, RESAVED);
      const originals = new Map(files.map((file) => [file, readFileSync(join(docsDir(), file), 'utf8')]));
      const late: string[] = [];
      for (let burst = 1; burst <= bursts; burst++) {
        const marker = `Pulled in burst ${burst} at ${Date.now()}`;
        const folder = `pulled${burst}`;
        for (const file of files) writeFileSync(join(docsDir(), file), `${originals.get(file)}\n${marker}.\n`);
        mkdirSync(join(docsDir(), folder));
        writeFileSync(join(docsDir(), folder, '_category_.json'), `{ "label": "Pulled ${burst}", "position": 90 }\n`);
        for (const name of ['one', 'two', 'three']) {
          writeFileSync(join(docsDir(), folder, `${name}.mdx`), `---\ntitle: Pulled ${name}\ndescription: Created and deleted in a burst.\n---\n\n${marker}.\n`);
        }
        // The folder goes a little later each burst, so that the deletion meets each stage of a generation.
        await new Promise((r) => setTimeout(r, burst * 40));
        rmSync(join(docsDir(), folder), { recursive: true });
        const deadline = performance.now() + BURST_SETTLE_MS;

        const answers = await Promise.all([
          ...files.map((file) => shownBy(page(docId(file)), deadline, marker)),
          shownBy(`${site.url}${BASE_PATH}/docs/`, deadline, marker),
          ...['one', 'two', 'three'].map((name) => goneBy(page(`${folder}/${name}`), deadline)),
        ]);
        late.push(...answers.filter(Boolean).map((answer) => `burst ${burst}: ${answer}`));
      }
      for (const [file, text] of originals) writeFileSync(join(docsDir(), file), text);
      expect(late).toEqual([]);
    });
  });
}
