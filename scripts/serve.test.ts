import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheControl } from '../src/config/http-headers';
import { BASE_PATH } from '../src/config/site';
import { envDefaults } from '../src/config/env-defaults';
import { serveDefaults } from '../src/config/serve.mjs';
import { startServer } from './serve.mjs';
import { MEMORY_FILE_MAX_BYTES } from './serve/file-response.mjs';

const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PAGE = `<h1>home</h1>${'<p>A page long enough to be worth compressing.</p>'.repeat(40)}`;
let root: string;
let close: (() => Promise<void>) | undefined;

function exportInto(dir: string, pagePolicy: string) {
  mkdirSync(join(dir, 'img', 'docs'), { recursive: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  mkdirSync(join(dir, '_next', 'static'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(PAGE));
  writeFileSync(join(dir, 'docs', 'index.html'), '<h1>docs</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(dir, 'img', 'docs', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '_next', 'static', 'a1b2.js'), 'console.log(1)');
  const headers = {
    basePath: BASE_PATH,
    headers: { 'X-Content-Type-Options': 'nosniff' },
    pages: { 'index.html': { 'Content-Security-Policy': pagePolicy }, '404.html': { 'Content-Security-Policy': 'default-src' } },
    files: { 'Content-Security-Policy': FILE_POLICY },
    cacheControl: { '/_next/static/*': cacheControl.hashedAsset },
    byExtension: {
      html: { 'Cache-Control': cacheControl.revalidate },
      js: { 'Cache-Control': cacheControl.revalidate },
      svg: { 'Cache-Control': cacheControl.image, 'Content-Security-Policy': FILE_POLICY },
    },
  };
  writeFileSync(join(dir, '_headers.json'), JSON.stringify(headers));
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: fetch() would refuse an undecodable path, normalise `..`, and decompress. */
function send(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    request({ hostname, port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

async function serve(): Promise<string> {
  root = mkdtempSync(join(tmpdir(), 'fusiondr-serve-'));
  exportInto(join(root, 'out'), "script-src 'self' 'sha256-old'");
  const server = await startServer({ dir: join(root, 'out'), port: 0 });
  close = server.close;
  return server.url;
}

afterEach(async () => {
  await close?.();
  close = undefined;
  rmSync(root, { recursive: true, force: true });
});

describe('npm start serves the export like a host, and survives bad requests', () => {
  it('answers an undecodable address with 400 and keeps serving', async () => {
    const url = await serve();
    expect((await send(url, '/FusionDR/docs/%E0%A4%A')).status).toBe(400);
    expect((await send(url, '/FusionDR/')).status).toBe(200);
  });

  it('sends the sandbox policy with every file that is not a page, and the page’s own policy with a page', async () => {
    const url = await serve();
    expect((await send(url, '/FusionDR/img/docs/a.svg')).headers['content-security-policy']).toBe(FILE_POLICY);
    expect((await send(url, '/FusionDR/')).headers['content-security-policy']).toBe("script-src 'self' 'sha256-old'");
  });

  it('serves /FusionDR/index as the home page, with the page’s policy, never the sandbox', async () => {
    const url = await serve();
    const answer = await send(url, '/FusionDR/index');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("script-src 'self' 'sha256-old'");
    expect(answer.body.toString()).toBe(PAGE);
  });

  it('reads the headers again when a rebuild replaced the export', async () => {
    const url = await serve();
    const out = join(root, 'out');
    expect((await send(url, '/FusionDR/')).headers['content-security-policy']).toContain('sha256-old');
    // The build's swap: the new export is renamed into place.
    exportInto(join(root, 'next'), "script-src 'self' 'sha256-new'");
    renameSync(out, join(root, 'previous'));
    renameSync(join(root, 'next'), out);
    expect((await send(url, '/FusionDR/')).headers['content-security-policy']).toContain('sha256-new');
  });

  it('redirects / and the base path without its slash, and a folder page without its slash, with 308', async () => {
    const url = await serve();
    for (const [path, location] of [['/', '/FusionDR/'], ['/FusionDR', '/FusionDR/'], ['/FusionDR?q=1', '/FusionDR/?q=1'], ['/FusionDR/docs', '/FusionDR/docs/']]) {
      const answer = await send(url, path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 308, location]);
    }
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    const url = await serve();
    const answer = await send(url, '/FusionDR/no/such/page/');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('<h1>not found</h1>');
    expect(answer.headers['content-security-policy']).toBe('default-src');
  });

  it('gives an address that climbs out of the export a plain 404, naming no folder beside it', async () => {
    const url = await serve();
    // A sibling export whose name starts like the served one's.
    for (const sibling of ['out-old', 'outX']) exportInto(join(root, sibling), "script-src 'self'");
    for (const path of ['/FusionDR/../out-old/docs', '/FusionDR/%2e%2e/out-old/docs', '/FusionDR/..%2fout-old/docs', '/FusionDR/..%2FoutX/index.html', '/FusionDR/docs/..%2f..%2foutX/docs', '/FusionDR/..%5coutX/docs']) {
      const answer = await send(url, path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 404, undefined]);
    }
  });
});

describe('npm start answers HTTP as RFC 9110 says', () => {
  it('answers methods other than GET and HEAD with 405 and Allow: GET, HEAD', async () => {
    const url = await serve();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const answer = await send(url, '/FusionDR/', { method });
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      expect(answer.body.toString()).not.toContain('<h1>');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const url = await serve();
    const [get, head] = [await send(url, '/FusionDR/'), await send(url, '/FusionDR/', { method: 'HEAD' })];
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('sends the last bytes for bytes=-100, the first for bytes=0-0, and the range asked for', async () => {
    const url = await serve();
    const size = Buffer.byteLength(PAGE);
    const last = await send(url, '/FusionDR/', { headers: { Range: 'bytes=-100' } });
    expect([last.status, last.headers['content-range'], last.body.toString()]).toEqual([206, `bytes ${size - 100}-${size - 1}/${size}`, PAGE.slice(-100)]);
    const first = await send(url, '/FusionDR/', { headers: { Range: 'bytes=0-0' } });
    expect([first.status, first.headers['content-range'], first.headers['content-length'], first.body.toString()]).toEqual([206, `bytes 0-0/${size}`, '1', '<']);
    const middle = await send(url, '/FusionDR/', { headers: { Range: 'bytes=4-12' } });
    expect([middle.status, middle.body.toString()]).toEqual([206, PAGE.slice(4, 13)]);
  });

  it('answers a range it cannot satisfy with 416 and the file’s length', async () => {
    const url = await serve();
    const size = Buffer.byteLength(PAGE);
    for (const range of ['bytes=100-50', `bytes=${size}-`, `bytes=${size + 10}-${size + 20}`]) {
      const answer = await send(url, '/FusionDR/', { headers: { Range: range } });
      expect([range, answer.status, answer.headers['content-range'], answer.body.length]).toEqual([range, 416, `bytes */${size}`, 0]);
    }
  });

  it('sends the whole file for a Range it does not understand, or an If-Range that no longer matches', async () => {
    const url = await serve();
    expect((await send(url, '/FusionDR/', { headers: { Range: 'lines=1-2' } })).status).toBe(200);
    expect((await send(url, '/FusionDR/', { headers: { Range: 'bytes=0-0', 'If-Range': '"old"' } })).status).toBe(200);
    const { headers } = await send(url, '/FusionDR/');
    expect((await send(url, '/FusionDR/', { headers: { Range: 'bytes=0-0', 'If-Range': String(headers.etag) } })).status).toBe(206);
  });

  it('answers If-None-Match and If-Modified-Since with 304 while the file is unchanged', async () => {
    const url = await serve();
    const { headers } = await send(url, '/FusionDR/img/docs/a.svg');
    const byTag = await send(url, '/FusionDR/img/docs/a.svg', { headers: { 'If-None-Match': String(headers.etag) } });
    expect([byTag.status, byTag.body.length, byTag.headers['cache-control']]).toEqual([304, 0, cacheControl.image]);
    const byDate = await send(url, '/FusionDR/img/docs/a.svg', { headers: { 'If-Modified-Since': String(headers['last-modified']) } });
    expect(byDate.status).toBe(304);
    const older = new Date(Date.parse(String(headers['last-modified'])) - 60_000).toUTCString();
    expect((await send(url, '/FusionDR/img/docs/a.svg', { headers: { 'If-Modified-Since': older } })).status).toBe(200);
    expect((await send(url, '/FusionDR/img/docs/a.svg', { headers: { 'If-None-Match': '"other"', 'If-Modified-Since': String(headers['last-modified']) } })).status).toBe(200);
  });

  it('answers If-Match that does not match with 412', async () => {
    const url = await serve();
    expect((await send(url, '/FusionDR/', { headers: { 'If-Match': '"other"' } })).status).toBe(412);
  });

  it('sends the caching of each kind of file from the export’s rules', async () => {
    const url = await serve();
    expect((await send(url, '/FusionDR/_next/static/a1b2.js')).headers['cache-control']).toBe(cacheControl.hashedAsset);
    expect((await send(url, '/FusionDR/img/docs/a.svg')).headers['cache-control']).toBe(cacheControl.image);
    expect((await send(url, '/FusionDR/')).headers['cache-control']).toBe(cacheControl.revalidate);
  });
});

describe('npm start sends the compressed copies the build wrote, and compresses nothing itself', () => {
  it('sends the brotli copy to a browser that accepts it, the gzip copy to one that accepts only gzip', async () => {
    const url = await serve();
    const out = join(root, 'out');
    for (const [accept, encoding, file] of [
      ['gzip, deflate, br, zstd', 'br', 'index.html.br'],
      ['gzip', 'gzip', 'index.html.gz'],
      ['br;q=0, gzip', 'gzip', 'index.html.gz'],
    ]) {
      const answer = await send(url, '/FusionDR/', { headers: { 'Accept-Encoding': accept } });
      expect([accept, answer.headers['content-encoding'], answer.headers.vary]).toEqual([accept, encoding, 'Accept-Encoding']);
      expect(answer.body.equals(readFileSync(join(out, file)))).toBe(true);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBe("script-src 'self' 'sha256-old'");
    }
  });

  it('sends the file itself to a client that accepts no encoding, and a file without copies as it is', async () => {
    const url = await serve();
    const plain = await send(url, '/FusionDR/');
    expect([plain.headers['content-encoding'], plain.headers.vary, plain.body.toString()]).toEqual([undefined, 'Accept-Encoding', PAGE]);
    const small = await send(url, '/FusionDR/docs/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect([small.headers['content-encoding'], small.body.toString()]).toEqual([undefined, '<h1>docs</h1>']);
  });

  it('runs with Node alone, importing no development tool', async () => {
    const url = await serve();
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(pkg.scripts.start).toBe('node scripts/serve.mjs');
    // Every package the server's modules import is a dependency, which `npm install --omit=dev` installs.
    const packages = new Set<string>();
    const visit = (file: string) => {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)) {
        if (specifier.startsWith('.')) visit(join(file, '..', specifier));
        else if (!specifier.startsWith('node:')) packages.add(specifier);
      }
    };
    visit(join(process.cwd(), 'scripts', 'serve.mjs'));
    expect([...packages].filter((name) => !(name in pkg.dependencies))).toEqual([]);
    expect(packages.size).toBeGreaterThan(0);
    close?.();
    close = undefined;
    const port = Number(new URL(url).port);
    const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), OUT_DIR: join(root, 'out'), NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((ready, fail) => {
        child.stdout.on('data', () => ready());
        child.stderr.on('data', (data: Buffer) => fail(new Error(data.toString())));
        child.on('exit', (code) => fail(new Error(`exited with ${code}`)));
      });
      expect((await send(url, '/FusionDR/')).status).toBe(200);
    } finally {
      child.kill();
    }
  });
});

describe('stopping the server', () => {
  it('ends even while a client leaves a large file unread', async () => {
    const url = await serve();
    writeFileSync(join(root, 'out', 'large.txt'), 'a'.repeat(8 * MEMORY_FILE_MAX_BYTES));
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((sent) => socket.write(`GET ${BASE_PATH}/large.txt HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`, () => sent()));
    socket.pause();
    await new Promise<void>((received) => socket.once('readable', () => received()));
    const stopped = close?.().then(() => 'stopped');
    close = undefined;
    const waited = new Promise((later) => setTimeout(() => later('still waiting'), 3000));
    expect(await Promise.race([stopped, waited])).toBe('stopped');
    socket.destroy();
  });
});

describe('npm start and the build agree', () => {
  it('serves an export that names no base path at the build’s default one', () => {
    expect(serveDefaults.BASE_PATH).toBe(envDefaults.BASE_PATH);
  });
});
