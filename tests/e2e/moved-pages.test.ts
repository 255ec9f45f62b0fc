/**
 * No address is ever lost: in a scratch copy, a doc renamed with `redirect_from` keeps its old address
 * working (served by `npm start`'s server, and through the page the build leaves there, in Chromium);
 * then a doc deleted without a redirect stops the build, which names the lost addresses and leaves the
 * previous export in place. Two builds.
 */
import { spawn } from 'node:child_process';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectCopy } from '../../scripts/lib/project-copy';
import { startServer } from '../../scripts/serve.mjs';
import { PUBLISHED_ADDRESSES_FILE } from '../../src/config/published-addresses';
import { strings } from '../../src/config/strings/redirects';
import { splitFrontmatter } from '../../src/lib/frontmatter';
import { contextOptions } from '../support/browser';
import { cspViolations, recordCspViolations } from '../support/behaviours';
import { serveWithCaddy, serveWithNginx } from '../support/hosts';
import { useBrowser } from '../support/site';

const FOLDER = 'content/docs/resources/quickReference';
const OLD_ID = 'resources/quickReference/emergencyPatient';
const NEW_ID = 'resources/quickReference/emergencyCard';
const OLD_PAGE = `/docs/${OLD_ID}/`;
const NEW_PAGE = `/docs/${NEW_ID}/`;

const chromium = useBrowser();
let copy: string;
let server: { url: string; close: () => Promise<void> };
const realRecord = readFileSync(PUBLISHED_ADDRESSES_FILE, 'utf8');

/** `npm run build` in the copy; its exit code and everything it printed. */
function build(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

function edit(file: string, from: string, to: string) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

beforeAll(async () => {
  copy = projectCopy('moved-pages-e2e');
  // The writer renames the card and lists its old id; the one link to it follows.
  renameSync(join(copy, FOLDER, 'emergencyPatient.mdx'), join(copy, FOLDER, 'emergencyCard.mdx'));
  edit(`${FOLDER}/emergencyCard.mdx`, '\n---\n', `\nredirect_from:\n  - ${OLD_ID}\n---\n`);
  edit(`${FOLDER}/index.mdx`, `(/docs/${OLD_ID})`, `(/docs/${NEW_ID})`);
  const built = await build(copy);
  expect(built.code, built.output.slice(-3000)).toBe(0);
  server = await startServer({ dir: join(copy, 'out'), port: 0 });
}, 300_000);
afterAll(async () => {
  await server?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;
/** The renamed doc's title, as its frontmatter writes it. */
const title = () => (parse(splitFrontmatter(readFileSync(join(copy, FOLDER, 'emergencyCard.mdx'), 'utf8'))?.yaml ?? '') as { title: string }).title;

describe('a doc renamed with redirect_from', () => {
  it('keeps its old address, with or without the slash, leading to the new page with its #fragment', async () => {
    const context = await chromium().newContext(contextOptions('mobile'));
    const page = await context.newPage();
    for (const old of [OLD_PAGE, OLD_PAGE.replace(/\/$/, '')]) {
      const response = await page.goto(at(`${old}#image-now`));
      expect(response?.request().redirectedFrom()?.url()).toBe(at(old));
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`${new URL(at(NEW_PAGE)).pathname}#image-now`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title());
    }
    await context.close();
  });

  it('leaves a page at the old address that leads on at once, within the site’s policy, for hosts that cannot redirect', async () => {
    const html = readFileSync(join(copy, 'out', OLD_PAGE, 'index.html'), 'utf8');
    expect(html).toContain(`${strings.redirects.movedTo} <a href="/FusionDR${NEW_PAGE}">`);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"/);
    const context = await chromium().newContext(contextOptions('mobile'));
    await recordCspViolations(context);
    const page = await context.newPage();
    // The file itself, as a host without redirects serves it.
    await page.goto(at(`${OLD_PAGE}index.html`));
    await page.waitForURL(at(NEW_PAGE));
    await expect.poll(() => page.locator('h1').textContent()).toBe(title());
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['nginx', serveWithNginx],
    ['Caddy', serveWithCaddy],
  ])('is redirected for good by %s with the configuration the build wrote', async (_, serve) => {
    const host = await serve(join(copy, 'out'), []);
    try {
      for (const old of [OLD_PAGE, OLD_PAGE.replace(/\/$/, '')]) {
        const response = await fetch(host.url(old), { redirect: 'manual' });
        expect([old, response.status, response.headers.get('location')]).toEqual([old, 301, `/FusionDR${NEW_PAGE}`]);
      }
      expect((await fetch(host.url('/_redirects'))).status).toBe(404);
    } finally {
      await host.stop();
    }
  });

  it('gives Netlify and Cloudflare Pages their redirect, and records the new address in the copy, not in the project', () => {
    expect(readFileSync(join(copy, 'out', '_redirects'), 'utf8')).toContain(`/FusionDR${OLD_PAGE} /FusionDR${NEW_PAGE} 301\n`);
    const record = readFileSync(join(copy, PUBLISHED_ADDRESSES_FILE), 'utf8').split('\n');
    expect(record).toContain(NEW_PAGE);
    expect(record).toContain(OLD_PAGE);
    expect(readFileSync(PUBLISHED_ADDRESSES_FILE, 'utf8')).toBe(realRecord);
  });
});

describe('a doc deleted without a redirect', () => {
  it('stops the build, which names each lost address and leaves the previous site as it was', { timeout: 300_000 }, async () => {
    const before = statSync(join(copy, 'out', 'index.html')).mtimeMs;
    const recordBefore = readFileSync(join(copy, PUBLISHED_ADDRESSES_FILE), 'utf8');
    rmSync(join(copy, FOLDER, 'emergencyCard.mdx'));
    edit(`${FOLDER}/index.mdx`, `[Emergency patient](/docs/${NEW_ID})`, 'Emergency patient');
    const built = await build(copy);
    expect(built.code).toBe(1);
    expect(built.output).toContain('2 addresses published before would be lost');
    expect(built.output).toContain(`${NEW_PAGE} was published before and is no longer a page of the site. If a doc replaced it, add \`redirect_from: [${NEW_ID}]\``);
    expect(built.output).toContain(`${OLD_PAGE} was published before and is no longer a page of the site.`);
    expect(built.output).toContain(`remove its line from ${PUBLISHED_ADDRESSES_FILE}`);
    expect(built.output).toContain('The previous site in out/ was left untouched.');
    expect(statSync(join(copy, 'out', 'index.html')).mtimeMs).toBe(before);
    expect(readFileSync(join(copy, PUBLISHED_ADDRESSES_FILE), 'utf8')).toBe(recordBefore);
    const response = await fetch(at(NEW_PAGE));
    expect(response.status).toBe(200);
  });
});
