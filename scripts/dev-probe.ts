/**
 * Helpers to drive the development site as a writer does, shared by its end-to-end test and the
 * writers' benchmark: a scratch copy of the site to edit, and a wait for a page to show a text that
 * records every answer that was not a page.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** What the development site needs; the copy lives inside the repository so that node_modules resolves. */
const COPIED = ['content', 'public', 'src', 'schemas', 'scripts', 'contentlayer.config.ts', 'next.config.ts', 'tsconfig.json', 'postcss.config.mjs', 'tailwind.config.ts', 'package.json', 'package-lock.json'];

export function scratchCopy(repo: string, name: string): string {
  mkdirSync(join(repo, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(repo, '.cache', `${name}-`));
  for (const entry of COPIED) cpSync(join(repo, entry), join(dir, entry), { recursive: true, filter: (src) => !src.includes('/public/admin') });
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface PageWait {
  /** Seconds from the call until the page showed the text. */
  seconds: number;
  /** Every answer on the way that was not a page ("500 /docs/x/"), for the caller to judge. */
  failures: string[];
}

/** Asks for the page again and again until it answers 200 with the text (or `absent`: until it no longer has it). */
export async function waitForPage(url: string, text: string, { timeout = 60_000, absent = false } = {}): Promise<PageWait> {
  const started = performance.now();
  const failures: string[] = [];
  for (;;) {
    let status = 0;
    let body = '';
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeout) });
      status = response.status;
      body = await response.text();
    } catch (error) {
      // fetch's own message says only "fetch failed": its cause says what the connection did.
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const detail = cause ? ` (${cause.code ?? cause.message})` : '';
      failures.push(`${(error as Error).message}${detail} ${url}`);
    }
    if (status !== 200 && status !== 0) failures.push(`${status} ${new URL(url).pathname}`);
    if (status === 200 && body.includes(text) !== absent) return { seconds: (performance.now() - started) / 1000, failures };
    if (performance.now() - started > timeout) throw new Error(`${url} did not ${absent ? 'lose' : 'show'} "${text}" within ${timeout / 1000} s (${failures.slice(-3).join('; ')})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
