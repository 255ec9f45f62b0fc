/**
 * Ten bursts in a row on the development site, as `git pull`s make them (scripts/lib/pull-burst.ts):
 * after each, every re-saved doc's page and the docs' main page answer 200 with the saved text, and the
 * deleted docs 404, without an error on the way, and Next itself answers no request with an error.
 * One burst in several used to leave every doc page without an answer for 30 s: ten in a row find it.
 * How fast the pages settle is a figure of npm run bench:writers (target: 5 s), not of this test. Run by tests/e2e/writers-loop.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { waitForPage } from '../../scripts/dev-probe';
import { pullBursts } from '../../scripts/lib/pull-burst';
import { BASE_PATH } from '../../src/config/site';
import { writersSite } from '../support/writers-site';

const BURSTS = 10;
/** Far above how long the pages take to settle (npm run bench:writers), far below the hang it finds. */
const ANSWER_WITHIN_MS = 20_000;

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

export function burstsSuite(): void {
  describe('the development site under ten bursts in a row', () => {
    it('leaves every page answering with its change after each burst, and the deleted docs 404', { timeout: 600_000 }, async () => {
      const { scratch, devSite: site } = writersSite();
      await site.ready;
      const page = (docId: string) => `${site.url}${BASE_PATH}/docs/${docId}/`;
      const bursts = pullBursts(scratch);
      const late: string[] = [];
      const failedBefore = site.failedRequests.length;
      try {
        for (let n = 1; n <= BURSTS; n++) {
          const { marker, deleted } = await bursts.burst(n);
          const deadline = performance.now() + ANSWER_WITHIN_MS;
          const answers = await Promise.all([
            ...bursts.docIds.map((docId) => shownBy(page(docId), deadline, marker)),
            shownBy(`${site.url}${BASE_PATH}/docs/`, deadline, marker),
            ...deleted.map((docId) => goneBy(page(docId), deadline)),
          ]);
          late.push(...answers.filter(Boolean).map((answer) => `burst ${n}: ${answer}`));
        }
      } finally {
        bursts.restore();
      }
      expect(late).toEqual([]);
      // Nor did Next answer an error behind the gate (a torn manifest once failed every page until restart).
      expect(site.failedRequests.slice(failedBefore)).toEqual([]);
    });
  });
}
