import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './serve';

const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
let root: string;
let close: (() => Promise<void>) | undefined;

function exportInto(dir: string, pagePolicy: string) {
  mkdirSync(join(dir, 'img', 'docs'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(dir, 'img', 'docs', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const headers = { headers: { 'X-Content-Type-Options': 'nosniff' }, pages: { 'index.html': { 'Content-Security-Policy': pagePolicy } }, files: { 'Content-Security-Policy': FILE_POLICY } };
  writeFileSync(join(dir, '_headers.json'), JSON.stringify(headers));
}

/** A raw request: fetch() would refuse to send an undecodable path. */
function get(base: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', fail)
      .end();
  });
}

afterEach(async () => {
  await close?.();
  close = undefined;
  rmSync(root, { recursive: true, force: true });
});

describe('npm start serves the export like a host, and survives bad requests', () => {
  it('answers an undecodable address with 400 and keeps serving', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-serve-'));
    exportInto(join(root, 'out'), "script-src 'self' 'sha256-old'");
    const server = await startServer({ dir: join(root, 'out'), port: 0 });
    close = server.close;
    expect((await get(server.url, '/FusionDR/docs/%E0%A4%A')).status).toBe(400);
    expect((await get(server.url, '/FusionDR/')).status).toBe(200);
  });

  it('sends the sandbox policy with every file that is not a page, and the page’s own policy with a page', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-serve-'));
    exportInto(join(root, 'out'), "script-src 'self' 'sha256-old'");
    const server = await startServer({ dir: join(root, 'out'), port: 0 });
    close = server.close;
    expect((await get(server.url, '/FusionDR/img/docs/a.svg')).headers['content-security-policy']).toBe(FILE_POLICY);
    expect((await get(server.url, '/FusionDR/')).headers['content-security-policy']).toBe("script-src 'self' 'sha256-old'");
  });

  it('reads the headers again when a rebuild replaced the export', async () => {
    root = mkdtempSync(join(tmpdir(), 'fusiondr-serve-'));
    const out = join(root, 'out');
    exportInto(out, "script-src 'self' 'sha256-old'");
    const server = await startServer({ dir: out, port: 0 });
    close = server.close;
    expect((await get(server.url, '/FusionDR/')).headers['content-security-policy']).toContain('sha256-old');
    // The build's swap: the new export is renamed into place.
    exportInto(join(root, 'next'), "script-src 'self' 'sha256-new'");
    renameSync(out, join(root, 'previous'));
    renameSync(join(root, 'next'), out);
    expect((await get(server.url, '/FusionDR/')).headers['content-security-policy']).toContain('sha256-new');
  });
});
