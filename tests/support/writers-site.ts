import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { freePort, scratchCopy } from '../../scripts/dev-probe';
import { startDevSite, WRITERS_SITE, type DevSite } from '../../scripts/dev-site';
import { launchBrowser } from './browser';

/**
 * One scratch copy of the repository, its development site and a browser, shared by the writers' loop
 * suites (tests/writers/): starting and compiling the development site is the slowest part of either.
 */
export interface WritersSite {
  scratch: string;
  devSite: DevSite;
  browser: Browser;
}

let current: WritersSite | null = null;

export function writersSite(): WritersSite {
  if (!current) throw new Error('The writers\' site is not started: call startWritersSite() in a beforeAll first.');
  return current;
}

/** Copies the repository and starts the development site on the copy, as `npm run cms` does; does not wait for it. */
export async function startWritersSite(repo: string): Promise<void> {
  // The browser first: if it cannot start, no development site is left running without a test to stop it.
  const browser = await launchBrowser();
  const scratch = scratchCopy(repo, 'writers-e2e');
  const devSite = startDevSite(scratch, await freePort(), WRITERS_SITE);
  devSite.ready.catch(() => undefined);
  current = { scratch, devSite, browser };
}

/** Stops the development site, runs `whileStopped`, and starts it again on the same copy, as a writer does the next day. */
export async function restartWritersSite(whileStopped: () => void | Promise<void> = () => {}): Promise<DevSite> {
  const site = writersSite();
  site.devSite.stop();
  await site.devSite.stopped;
  await whileStopped();
  site.devSite = startDevSite(site.scratch, await freePort(), WRITERS_SITE);
  site.devSite.ready.catch(() => undefined);
  return site.devSite;
}

/**
 * The processes still running with `dir` as their working directory ("1234 next-server (v16…)"): the
 * development site's processes all start in its copy. Linux's /proc; a process ended but not yet
 * reaped by its parent is not running and is left out.
 */
function processesIn(dir: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        if (readlinkSync(`/proc/${pid}/cwd`) !== dir) return [];
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return [];
        return [`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`];
      } catch {
        return [];
      }
    });
}

/**
 * The processes still running in `dir` once `graceMs` has passed, or none as soon as none is. As `next dev`
 * exits it starts its telemetry flush detached, outside the site's process group, even with telemetry
 * off (the flush then sends nothing); that process loads Next's config and ends by itself within seconds.
 */
export async function processesLeftIn(dir: string, graceMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  let left = processesIn(dir);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 200));
    left = processesIn(dir);
  }
  return left;
}

export async function stopWritersSite(): Promise<void> {
  if (!current) return;
  const { scratch, devSite, browser } = current;
  current = null;
  await browser.close();
  devSite.stop();
  await devSite.stopped;
  rmSync(scratch, { recursive: true, force: true });
}
