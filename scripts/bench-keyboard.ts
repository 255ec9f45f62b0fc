/**
 * What a keyboard reader pays on a doc page: the Tabs from the top of the page to its first content link
 * (the first link or control inside the page's <main>), pressing Tab only, and following the skip link
 * (Tab, Enter, then Tabs). The same doc in other builds of the same docs (Docusaurus, Starlight) can be
 * measured beside this site's, each served under the same base path:
 *   npm run bench -- --compare docusaurus=../docusaurus/build --compare starlight=../starlight/dist
 *   npx tsx scripts/bench-keyboard.ts [--compare name=dir ...]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { CHROMIUM_PATH, contextOptions, launchBrowser } from '../tests/support/browser';
import type { BenchRow } from './bench';
import { isMain } from './lib/cli';
import { startServer } from './serve.mjs';

const DOC = 'docs/settings/DICOM/worklist/';
/** Past this many Tabs the count stops (the page is reported as "more than"). */
const MAX_TABS = 300;

interface KeyboardCost {
  tabsOnly: number | null;
  viaSkipLink: number | null;
}

const inMain = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('main'));
const onSkipLink = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLAnchorElement && el.getAttribute('href')?.startsWith('#') === true && !el.closest('main');
  });

async function tabsToMain(page: Page): Promise<number | null> {
  for (let tabs = 1; tabs <= MAX_TABS; tabs += 1) {
    await page.keyboard.press('Tab');
    if (await inMain(page)) return tabs;
  }
  return null;
}

async function measure(page: Page, url: string): Promise<KeyboardCost> {
  const fresh = async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Start from the top of the document, as after a page load.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  await fresh();
  const tabsOnly = await tabsToMain(page);
  await fresh();
  await page.keyboard.press('Tab');
  if (!(await onSkipLink(page))) return { tabsOnly, viaSkipLink: null };
  await page.keyboard.press('Enter');
  const after = (await inMain(page)) ? 0 : null;
  const tabs = await tabsToMain(page);
  // Enter may already land on a control inside the content; then the next Tab goes past it.
  return { tabsOnly, viaSkipLink: after === 0 && tabs === null ? 0 : tabs };
}

const describe = ({ tabsOnly, viaSkipLink }: KeyboardCost) =>
  `${tabsOnly ?? `more than ${MAX_TABS}`} Tabs; with the skip link: ${viaSkipLink === null ? 'no skip link' : `Tab, Enter, then ${viaSkipLink}`}`;

/** `--compare name=dir`: other builds of the same docs, exported for the base path. */
function comparisons(): [string, string][] {
  const { values } = parseArgs({ options: { compare: { type: 'string', multiple: true } }, strict: false });
  const raw = (values.compare ?? []) as (string | boolean)[];
  return raw.filter((v): v is string => typeof v === 'string' && v.includes('=')).map((v) => [v.slice(0, v.indexOf('=')), resolve(v.slice(v.indexOf('=') + 1))]);
}

export async function benchKeyboard(dir = 'out'): Promise<BenchRow[]> {
  const sites: [string, string][] = [['this site', resolve(dir)], ...comparisons()];
  const browser = await launchBrowser(CHROMIUM_PATH);
  const rows: BenchRow[] = [];
  try {
    for (const [name, siteDir] of sites) {
      const server = await startServer({ dir: siteDir, port: 0 });
      try {
        const context = await browser.newContext(contextOptions('desktop'));
        const page = await context.newPage();
        const cost = await measure(page, new URL(DOC, server.url).href);
        rows.push({ figure: `Tabs from the top of a doc page to its first content link (${name})`, value: describe(cost) });
        await context.close();
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (isMain(import.meta.url)) {
  for (const row of await benchKeyboard()) console.log(`${row.figure}  ${row.value}`);
}
