/**
 * The configure step on a finished export (`npm run configure -- --out <dir>`), as a release engineer
 * runs it: a copy of out/ configured with analytics and the hosted search reports page views, and its
 * policy lets the browser call exactly the configured origins; configured again with nothing, it calls none.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_CONFIG_DIR, hostConfigFiles } from '../../src/config/hosting';
import type { PageViewEvent } from '../../src/lib/analytics/page-views';
import { connectSrcOf } from '../../src/lib/csp/connect-src';
import { metaPolicyOf } from '../../src/lib/csp/policy';
import { startServer } from '../../scripts/serve.mjs';
import { contextOptions } from '../support/browser';
import { cspViolations, recordCspViolations, sleep, waitForHydration } from '../support/behaviours';
import { useBrowser } from '../support/site';

const chromium = useBrowser();
const DIR = '.cache/out-configure';
const ENDPOINT = 'https://stats.clinic.example/api/event';
const deployment = {
  ANALYTICS_ENDPOINT: ENDPOINT,
  ANALYTICS_DOMAIN: 'docs.clinic.example',
  NEXT_PUBLIC_DOCSEARCH_APP_ID: 'CLINIC1',
  NEXT_PUBLIC_DOCSEARCH_API_KEY: 'search-only-key',
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'fusiondr',
};
const configuredOrigins = [
  "'self'",
  'https://stats.clinic.example',
  'https://clinic1-dsn.algolia.net',
  'https://clinic1-1.algolianet.com',
  'https://clinic1-2.algolianet.com',
  'https://clinic1-3.algolianet.com',
];
// Variables of this machine's environment must not leak into the deployment under test.
const unset = Object.fromEntries(
  ['ANALYTICS_ENDPOINT', 'ANALYTICS_DOMAIN', 'OUT_DIR', ...Object.keys(process.env).filter((k) => k.startsWith('NEXT_PUBLIC_'))].map((k) => [k, '']),
);

function configure(env: Record<string, string>) {
  const result = spawnSync('node_modules/.bin/tsx', ['scripts/configure.ts', '--out', DIR], { env: { ...process.env, ...unset, ...env }, encoding: 'utf8' });
  expect(result.stderr.replace(/npm warn[^\n]*\n/g, '')).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

let server: Awaited<ReturnType<typeof startServer>>;
const url = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  cpSync('out', DIR, { recursive: true });
  server = await startServer({ port: 0, dir: DIR });
});
afterAll(async () => {
  await server.close();
  rmSync(DIR, { recursive: true, force: true });
});

/** A visit to the introduction: the page views the analytics service received, and the page's fetch to other origins. */
async function visit(context: BrowserContext) {
  const sent: PageViewEvent[] = [];
  await context.route(`${new URL(ENDPOINT).origin}/**`, async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}') as PageViewEvent);
    await route.fulfill({ status: 202, body: '' });
  });
  await context.route('https://*.algolia.net/**', (route) => route.fulfill({ status: 200, body: '{}' }));
  await context.route('https://elsewhere.example/**', (route) => route.fulfill({ status: 200, body: '{}' }));
  await recordCspViolations(context);
  const page = await context.newPage();
  await page.goto(url('/docs/'));
  await waitForHydration(page);
  const reach = (target: string) =>
    page.evaluate((address) => fetch(address, { method: 'POST', body: '{}' }).then(() => 'reached', () => 'refused'), target);
  return { page, sent, reach };
}

const policies = async (path: string) => {
  // A new connection each time: an idle one kept alive across a configure run can be closed by the server as it is reused.
  const response = await fetch(url(path), { headers: { connection: 'close' } });
  return { header: response.headers.get('content-security-policy') ?? '', meta: metaPolicyOf(await response.text()) ?? '' };
};

describe('configuring a finished export', () => {
  it('turns analytics on, and the policy allows exactly the configured origins', async () => {
    const report = configure(deployment);
    expect(report).toContain(`analytics: ${ENDPOINT}`);
    for (const path of ['/', '/docs/', '/docs/settings/users/']) {
      const { header, meta } = await policies(path);
      expect(connectSrcOf(header)).toEqual(configuredOrigins);
      expect(connectSrcOf(meta)).toEqual(configuredOrigins);
    }
    // _headers: the policy pages share (their own is in their <meta> tag); a file's sandbox calls nothing.
    const netlify = readFileSync(`${DIR}/_headers`, 'utf8');
    const rules = [...netlify.matchAll(/Content-Security-Policy: (.*)/g)].map((m) => connectSrcOf(m[1]));
    const pageRules = rules.filter((sources) => sources.length > 0);
    expect(pageRules.length).toBeGreaterThan(2);
    expect(pageRules.every((sources) => sources.join(' ') === configuredOrigins.join(' '))).toBe(true);
    // The nginx and Caddy configurations, written again from the configured headers file.
    for (const file of [hostConfigFiles.nginx, hostConfigFiles.caddy]) {
      const policies = [...readFileSync(`${DIR}/${HOST_CONFIG_DIR}/${file}`, 'utf8').matchAll(/"([^"]*script-src[^"]*)"/g)].map((m) => connectSrcOf(m[1]));
      expect(policies.length, file).toBeGreaterThan(80);
      expect(policies.every((sources) => sources.join(' ') === configuredOrigins.join(' ')), file).toBe(true);
    }

    const context = await chromium().newContext(contextOptions('desktop'));
    const { page, sent, reach } = await visit(context);
    await expect.poll(() => sent.length, { timeout: 5000 }).toBe(1);
    expect(sent[0]).toMatchObject({ name: 'pageview', url: url('/docs/'), domain: 'docs.clinic.example' });
    expect(await reach('https://clinic1-dsn.algolia.net/1/indexes/*/queries')).toBe('reached');
    expect(await cspViolations(page)).toEqual([]);
    expect(await reach('https://elsewhere.example/collect')).toBe('refused');
    expect((await cspViolations(page)).join('\n')).toMatch(/^connect-src blocked https:\/\/elsewhere\.example/);
    await context.close();
  });

  it('configured again with nothing, sends nothing and the policy allows the site alone', async () => {
    configure({});
    const { header, meta } = await policies('/docs/');
    expect(connectSrcOf(header)).toEqual(["'self'"]);
    expect(connectSrcOf(meta)).toEqual(["'self'"]);

    const context = await chromium().newContext(contextOptions('desktop'));
    const { page, sent, reach } = await visit(context);
    await sleep(1500);
    expect(sent).toEqual([]);
    expect(await reach(ENDPOINT)).toBe('refused');
    expect((await cspViolations(page)).join('\n')).toMatch(/connect-src blocked https:\/\/stats\.clinic\.example/);
    await context.close();
  });
});
