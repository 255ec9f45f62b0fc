import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportBasePath } from './lib/export-base-path';
import { startServer } from './serve.mjs';

let root: string | undefined;
let close: (() => Promise<void>) | undefined;

/** A tiny export whose _headers.json says which base path it was built for (undefined: an export that does not say). */
function exportBuiltFor(basePath: string | undefined): string {
  root = mkdtempSync(join(tmpdir(), 'fusiondr-base-path-'));
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'docs', 'index.html'), '<h1>docs</h1>');
  writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(root, '_headers.json'), JSON.stringify({ ...(basePath === undefined ? {} : { basePath }), headers: {}, pages: {}, files: {} }));
  return root;
}

async function serve(dir: string) {
  const server = await startServer({ dir, port: 0 });
  close = server.close;
  return server.url;
}

const get = (url: string) => fetch(url, { redirect: 'manual' });

afterEach(async () => {
  await close?.();
  close = undefined;
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('npm start mounts the export at the base path it was built with', () => {
  it('reads it from _headers.json: an export built with BASE_PATH=/docs is served under /docs/', async () => {
    const dir = exportBuiltFor('/docs');
    expect(exportBasePath(dir)).toBe('/docs');
    const url = await serve(dir);
    expect(new URL(url).pathname).toBe('/docs/');
    expect(await (await get(url)).text()).toBe('<h1>home</h1>');
    expect(await (await get(new URL('docs/', url).href)).text()).toBe('<h1>docs</h1>');
    const root = await get(new URL('/', url).href);
    expect([root.status, root.headers.get('location')]).toEqual([308, '/docs/']);
    expect((await get(new URL('/FusionDR/', url).href)).status).toBe(404);
  });

  it('an export built for the root of the host (BASE_PATH empty) is served at /, without a redirect', async () => {
    const url = await serve(exportBuiltFor(''));
    expect(new URL(url).pathname).toBe('/');
    const home = await get(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>home</h1>');
    expect(await (await get(new URL('/docs/', url).href)).text()).toBe('<h1>docs</h1>');
    expect((await get(new URL('/nowhere/', url).href)).status).toBe(404);
  });

  it('an export that does not say is served under the default base path', async () => {
    const url = await serve(exportBuiltFor(undefined));
    expect(new URL(url).pathname).toBe('/FusionDR/');
  });
});
