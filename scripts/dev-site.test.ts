import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_PATH } from '../src/config/site';
import { docsVersions } from '../src/config/versions';
import { devSiteEnv, docOnDisk, nodeOptionsRequiring, WRITERS_SITE } from './dev-site';

const root = mkdtempSync(join(tmpdir(), 'dev-site-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const file of ['content/docs/settings/users.mdx', 'content/docs/quartzite.mdx', 'content/versions/2.12/docs/settings/users.mdx']) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), '');
}

describe("the development site's gate, once a version is cut", () => {
  const cut = docsVersions(['2.12']);
  const onDisk = (path: string) => docOnDisk(root, `${BASE_PATH}${path}`, cut);

  it("finds each version's doc in that version's folder", () => {
    expect(onDisk('/docs/settings/users/')).toBe(true);
    expect(onDisk('/docs/next/settings/users/')).toBe(true);
    expect(onDisk('/docs/next/quartzite/')).toBe(true);
    expect(onDisk('/docs/quartzite/')).toBe(false);
  });

  it("lets a version's main page and any other address through", () => {
    expect(onDisk('/docs/next/')).toBeUndefined();
    expect(onDisk('/search/')).toBeUndefined();
  });
});

// An environment holding only these variables.
const only = (variables: Record<string, string>) => variables as NodeJS.ProcessEnv;

describe("the development site's source maps", () => {
  it('are left to Next for `npm run dev`, turned off for `npm run cms`, and SOURCE_MAPS set by the writer wins', () => {
    expect(devSiteEnv(root, { serverSourceMaps: true }, only({})).SOURCE_MAPS).toBeUndefined();
    expect(devSiteEnv(root, WRITERS_SITE, only({})).SOURCE_MAPS).toBe('0');
    expect(devSiteEnv(root, WRITERS_SITE, only({ SOURCE_MAPS: '1' })).SOURCE_MAPS).toBe('1');
    expect(devSiteEnv(root, WRITERS_SITE, only({ SOURCE_MAPS: '' })).SOURCE_MAPS).toBe('0');
  });
});

describe("the development site's processes", () => {
  it("load the preload that writes next dev's prerender manifest atomically, and keep the writer's NODE_OPTIONS", () => {
    const preload = fileURLToPath(new URL('./lib/atomic-prerender-manifest.cjs', import.meta.url));
    expect(devSiteEnv(root, WRITERS_SITE, only({})).NODE_OPTIONS).toBe(nodeOptionsRequiring(preload));
    expect(devSiteEnv(root, WRITERS_SITE, only({ NODE_OPTIONS: '--trace-warnings' })).NODE_OPTIONS).toBe(
      nodeOptionsRequiring(preload, '--trace-warnings'),
    );
  });
});

describe("next dev's NODE_OPTIONS", () => {
  it('require the preload first, from a folder with a space in its name, and keep what the writer set', () => {
    const preload = join(root, 'a folder', 'preload.cjs');
    mkdirSync(dirname(preload), { recursive: true });
    writeFileSync(preload, 'globalThis.preloaded = true;\n');
    const options = nodeOptionsRequiring(preload, '--max-old-space-size=3000');
    const seen = execFileSync(process.execPath, ['-p', 'globalThis.preloaded + " " + v8.getHeapStatistics().heap_size_limit'], {
      env: { ...process.env, NODE_OPTIONS: options },
      encoding: 'utf8',
    }).trim().split(' ');
    expect(seen[0]).toBe('true');
    expect(Number(seen[1])).toBeGreaterThan(2900 * 1024 * 1024);
    expect(nodeOptionsRequiring(preload)).toBe(`--require ${JSON.stringify(preload)}`);
  });
});
