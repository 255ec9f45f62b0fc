/**
 * The first tap on a slow phone: with CDP's slow 4G (150 ms, 1.6 Mbit/s) and the CPU 4x slower, a doc
 * page is opened and, as soon as its menu or search button shows, the reader taps the menu (390 px) or
 * presses Ctrl+K (1280 px). Printed: the time from the first contentful paint to the answer (median of
 * 3), and for this site also from the moment its controls start. The same docs built with Docusaurus and
 * Starlight are measured in the same run when their exports are given. A tap is answered when the menu's
 * links show, or when a search box is open with the focus in it, whether the page's scripts have run or not:
 *   npm run bench -- --docusaurus <build dir> --starlight <dist dir>
 *   npx tsx scripts/bench-early-input.ts [--docusaurus <dir>] [--starlight <dir>]
 * Goal: answered at once where the control works without scripts, else within 100 ms of them running.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import sirv from 'sirv';
import { BASE_PATH } from '../src/config/site';
import { CHROMIUM_PATH, contextOptions, launchBrowser, type viewports } from '../tests/support/browser';
import type { BenchRow } from './bench';
import { isMain } from './lib/cli';
import { startServer } from './serve.mjs';

const PAGE = 'docs/settings/DICOM/worklist/';
const RUNS = 3;
const GIVE_UP_MS = 20_000;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Tap {
  viewport: keyof typeof viewports;
  /** What the reader presses: a selector to click, or keys. */
  press: { click: string } | { keys: string };
  /** True in the page once the tap is answered. */
  answered: string;
}

interface Site {
  name: string;
  origin: () => Promise<{ url: string; close: () => Promise<void> }>;
  menu: Tap;
  search: Tap | null;
  /** True in the page once its controls listen (this site only). */
  started?: string;
}

const staticSite = (dir: string) => async () => {
  const serve = sirv(dir, { dev: false, etag: true, gzip: false });
  const server = createServer((req, res) => {
    if (!req.url?.startsWith(BASE_PATH + '/')) return void res.writeHead(404).end();
    req.url = req.url.slice(BASE_PATH.length);
    serve(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE_PATH}/`, close: () => new Promise<void>((done) => server.close(() => done())) };
};

const sites = (out: string, docusaurus?: string, starlight?: string): Site[] => [
  {
    name: 'this site',
    origin: async () => {
      const server = await startServer({ dir: out, port: 0 });
      return { url: server.url.endsWith('/') ? server.url : `${server.url}/`, close: () => server.close() };
    },
    // Before the scripts run, the menu is the page's own sidebar shown as the drawer (a link in it visible),
    // and the search box the head script's (an input with the focus, in an open dialog).
    menu: { viewport: 'mobile', press: { click: 'button[data-drawer-button]' }, answered: `[...document.querySelectorAll('dialog[open] a, [data-docs-sidebar] a')].some((a) => a.getClientRects().length > 0)` },
    search: { viewport: 'desktop', press: { keys: 'Control+k' }, answered: `document.activeElement instanceof HTMLInputElement && !!document.activeElement.closest('dialog[open]')` },
    started: `!!document.querySelector('button[data-color-toggle][title]')`,
  },
  ...(docusaurus
    ? [
        {
          name: 'Docusaurus',
          origin: staticSite(docusaurus),
          menu: { viewport: 'mobile', press: { click: 'button.navbar__toggle' }, answered: `!!document.querySelector('.navbar-sidebar--show')` },
          search: { viewport: 'desktop', press: { keys: 'Control+k' }, answered: `!!document.querySelector('.DocSearch-Modal input')` },
        } satisfies Site,
      ]
    : []),
  ...(starlight
    ? [
        {
          name: 'Starlight',
          origin: staticSite(starlight),
          menu: { viewport: 'mobile', press: { click: 'button.sl-menu-button' }, answered: `!!document.querySelector('#starlight__sidebar:popover-open, [data-mobile-menu-expanded]')` },
          search: { viewport: 'desktop', press: { keys: 'Control+k' }, answered: `!!document.querySelector('site-search dialog[open]')` },
        } satisfies Site,
      ]
    : []),
];

interface Measure {
  /** First contentful paint to the answer (ms), or null when the tap was never answered. */
  fromPaint: number | null;
  /** The controls starting to the answer (ms, negative when answered before they started), this site only. */
  fromStart: number | null;
  /** The press to the answer (ms). */
  fromPress: number | null;
}

async function measureTap(browser: Browser, url: string, tap: Tap, started?: string): Promise<Measure> {
  const context = await browser.newContext(contextOptions(tap.viewport));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The page notes when the tap is answered (and when its controls start), checked on every frame.
  await page.addInitScript(`(() => {
    const marks = (window.__tapMarks = {});
    const check = () => {
      if (marks.started === undefined && ${started ?? 'false'}) marks.started = performance.now();
      if (marks.pressed !== undefined && marks.answered === undefined && (${tap.answered})) marks.answered = performance.now();
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const target = 'click' in tap.press ? tap.press.click : 'h1';
    await page.locator(target).first().waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    // A reader's tap lands where the button shows: a click at its centre, with none of the test tool's waits.
    const box = 'click' in tap.press ? await page.locator(tap.press.click).first().boundingBox() : null;
    await page.evaluate(() => ((window as unknown as { __tapMarks: Record<string, number> }).__tapMarks.pressed = performance.now()));
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    else if ('keys' in tap.press) await page.keyboard.press(tap.press.keys);
    // Read from the marks, not by evaluating the checks here: the site's CSP allows no eval.
    const marked = (name: string) => page.waitForFunction((n) => (window as unknown as { __tapMarks: Record<string, number> }).__tapMarks[n] !== undefined, name, { timeout: GIVE_UP_MS });
    await marked('answered').catch(() => undefined);
    if (started) await marked('started').catch(() => undefined);
    const marks: Partial<Record<'pressed' | 'started' | 'answered' | 'paint', number>> = await page.evaluate(() => ({
      ...(window as unknown as { __tapMarks: Record<string, number> }).__tapMarks,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    return {
      fromPaint: marks.answered === undefined ? null : Math.max(0, marks.answered - (marks.paint ?? marks.pressed ?? 0)),
      fromStart: marks.answered === undefined || marks.started === undefined ? null : marks.answered - marks.started,
      fromPress: marks.answered === undefined || marks.pressed === undefined ? null : marks.answered - marks.pressed,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function describe(measures: Measure[], withStart: boolean): string {
  const answered = measures.filter((m) => m.fromPaint !== null);
  if (answered.length < measures.length) return `lost in ${measures.length - answered.length} of ${measures.length} runs${answered.length ? `; else ${median(answered.map((m) => m.fromPaint!)).toFixed(0)} ms` : ''}`;
  const paint = `${median(answered.map((m) => m.fromPaint!)).toFixed(0)} ms after the first paint`;
  const press = `${median(answered.map((m) => m.fromPress ?? 0)).toFixed(0)} ms after the press`;
  const starts = answered.map((m) => m.fromStart).filter((v): v is number => v !== null);
  if (!withStart || !starts.length) return `${paint}, ${press}`;
  const start = median(starts);
  return start < 0
    ? `${paint}, ${press}, ${(-start).toFixed(0)} ms before the controls start (${starts.filter((v) => v < 0).length} of ${starts.length} runs before)`
    : `${paint}, ${press}, ${start.toFixed(0)} ms after the controls start`;
}

export async function benchEarlyInput(out = 'out'): Promise<BenchRow[]> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { docusaurus: { type: 'string' }, starlight: { type: 'string' } }, strict: false });
  const browser = await launchBrowser(CHROMIUM_PATH);
  const rows: BenchRow[] = [];
  try {
    for (const site of sites(out, values.docusaurus as string | undefined, values.starlight as string | undefined)) {
      const { url, close } = await site.origin();
      try {
        for (const [what, tap] of [['menu tap at 390 px', site.menu], ['Ctrl+K at 1280 px', site.search]] as const) {
          if (!tap) continue;
          const measures: Measure[] = [];
          for (let i = 0; i < RUNS; i++) measures.push(await measureTap(browser, url + PAGE, tap, site.started));
          rows.push({
            figure: `First ${what}, slow 4G + 4x CPU: ${site.name}`,
            value: describe(measures, !!site.started),
            target: site.started ? 'at once (before the controls start), else ≤ 100 ms after' : undefined,
          });
        }
      } finally {
        await close();
      }
    }
    if (!values.docusaurus || !values.starlight) rows.push({ figure: 'First tap: Docusaurus / Starlight', value: 'not measured (pass --docusaurus <dir> --starlight <dir>)' });
  } finally {
    await browser.close();
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const outArg = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  for (const row of await benchEarlyInput(outArg ?? 'out')) console.log(`${row.figure.padEnd(62)} ${row.value}${row.target ? `   (target ${row.target})` : ''}`);
}
