/**
 * The development site stopped, leaving nothing of it running, and started again on the same copy
 * (scripts/lib/checked-verdict.ts): with no file changed, it serves the last check's snapshot at once
 * and still shows the next save; a doc saved while it was stopped is shown as saved from the first
 * answer, never as the last snapshot had it. How fast it starts is a figure of npm run bench:writers,
 * not of this test. Run by tests/e2e/writers-loop.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitForPage } from '../../scripts/dev-probe';
import { keptVerdict } from '../../scripts/lib/checked-verdict';
import { BASE_PATH } from '../../src/config/site';
import { processesLeftIn, restartWritersSite, writersSite } from '../support/writers-site';

const DOC = 'content/docs/watermark.mdx';

export function restartSuite(): void {
  describe('the development site started again', () => {
    it('with no file changed, serves the docs as last checked, and shows the next save', { timeout: 180_000 }, async () => {
      const { scratch } = writersSite();
      // Stopped as a writer stops it: once the check has judged the files as they are.
      await expect.poll(() => keptVerdict(scratch), { timeout: 60_000, interval: 200 }).toBeDefined();
      let leftRunning: string[] = [];
      const site = await restartWritersSite(async () => {
        leftRunning = await processesLeftIn(scratch);
      });
      // Once stopped, nothing of the site is left running in its folder (Next's server included).
      expect(leftRunning).toEqual([]);
      await site.ready;
      const url = `${site.url}${BASE_PATH}/docs/watermark/`;
      await waitForPage(url, 'Watermark', { timeout: 120_000 });
      const marker = `Saved after the restart ${Date.now()}.`;
      writeFileSync(join(scratch, DOC), `${readFileSync(join(scratch, DOC), 'utf8')}\n${marker}\n`);
      const { failures } = await waitForPage(url, marker, { timeout: 60_000 });
      expect(failures).toEqual([]);
    });

    it('shows a doc saved while it was stopped as saved, from its first answer', { timeout: 180_000 }, async () => {
      const { scratch } = writersSite();
      await expect.poll(() => keptVerdict(scratch), { timeout: 60_000, interval: 200 }).toBeDefined();
      const marker = `Saved while the site was stopped ${Date.now()}.`;
      const site = await restartWritersSite(() => writeFileSync(join(scratch, DOC), `${readFileSync(join(scratch, DOC), 'utf8')}\n${marker}\n`));
      await site.ready;
      const response = await fetch(`${site.url}${BASE_PATH}/docs/watermark/`, { signal: AbortSignal.timeout(120_000) });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(marker);
    });
  });
}
