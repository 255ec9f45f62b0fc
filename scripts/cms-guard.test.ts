import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrigins, startCmsGuard } from './cms-guard';

const ADMIN = 'http://localhost:3000';
let repo: string;
let decap: ChildProcess;
let guard: { close: () => Promise<void> };
let port: number;

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A request as a browser page would send it; `host` and `origin` can be anyone's. */
function call(body: unknown, { host = `127.0.0.1:${port}`, origin = ADMIN }: { host?: string; origin?: string | null } = {}) {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { host, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) };
  if (origin) headers.origin = origin;
  return new Promise<{ status: number; json: { error?: string } & Record<string, unknown> }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1', headers }, (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, json: data ? JSON.parse(data) : {} }));
    });
    req.on('error', fail);
    req.end(text);
  });
}

const persistEntry = (path: string, raw: string) => ({
  action: 'persistEntry',
  params: { branch: 'main', entry: { slug: 'x', path, raw }, assets: [], options: { commitMessage: 'Update', collectionName: 'docs', useWorkflow: false, status: 'draft' } },
});
const persistMedia = (path: string, text: string) => ({
  action: 'persistMedia',
  params: { branch: 'main', asset: { path, content: Buffer.from(text).toString('base64'), encoding: 'base64' }, options: { commitMessage: 'Upload' } },
});
const doc = (title: string, body = 'Some text.') => `---\ntitle: ${title}\ndescription: Manage the users of a workstation.\nsidebar_position: 1\n---\n\n${body}\n`;
const file = (path: string) => join(repo, path);

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'fusiondr-cms-guard-'));
  for (const dir of ['content/docs', 'public/img/docs', '.git/hooks', 'scripts']) mkdirSync(file(dir), { recursive: true });
  writeFileSync(file('.git/config'), '[core]\n');
  writeFileSync(file('content/docs/users.mdx'), doc('Users'));
  port = await freePort();
  const upstreamPort = await freePort();
  decap = spawn(join(import.meta.dirname, '..', 'node_modules', '.bin', 'decap-server'), [], {
    env: { ...process.env, MODE: 'fs', BIND_HOST: '127.0.0.1', PORT: String(upstreamPort), GIT_REPO_DIRECTORY: repo, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  guard = await startCmsGuard({ port, upstreamPort, origins: adminOrigins(3000) });
  for (let i = 0; (await call({ action: 'info' }).catch(() => ({ status: 0 }))).status !== 200; i++) {
    if (i > 100) throw new Error('decap-server did not start.');
    await new Promise((r) => setTimeout(r, 100));
  }
}, 30_000);

afterAll(async () => {
  await guard?.close();
  decap?.kill();
  rmSync(repo, { recursive: true, force: true });
});

describe('the local CMS server answers the admin page only', () => {
  it('refuses a request whose Host is not its own loopback address and port (DNS rebinding)', async () => {
    const answer = await call({ action: 'info' }, { host: 'rebind.evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toContain('answers only at its own address');
  });

  it('refuses a request from another page, or from no page', async () => {
    expect((await call({ action: 'info' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call({ action: 'info' }, { origin: null })).status).toBe(403);
    expect((await call({ action: 'info' }, { origin: 'http://127.0.0.1:3000', host: `localhost:${port}` })).status).toBe(200);
  });
});

describe('the local CMS server reads and writes the docs and their images only', () => {
  it.each([
    ['a git hook', '.git/hooks/pre-commit'],
    ['a script', 'scripts/evil.ts'],
    ['a way out of the docs', 'content/docs/../../scripts/evil.ts'],
    ['an absolute path', '/tmp/evil.mdx'],
    ['a file of another kind in the docs', 'content/docs/evil.js'],
  ])('refuses to write %s (403), and nothing is written', async (_case, path) => {
    const answer = await call(persistEntry(path, doc('Users')));
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatch(/may only read and write the docs|not "/);
    expect(existsSync(join(repo, path.replace(/^\//, '')))).toBe(false);
  });

  it('refuses to read a file outside them', async () => {
    const answer = await call({ action: 'getEntry', params: { branch: 'main', path: '.git/config' } });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.json)).not.toContain('[core]');
  });

  it('takes images only into the media folder', async () => {
    const answer = await call(persistMedia('public/img/docs/evil.js', 'alert(1)'));
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe('"evil.js" is not an image: the media folder takes png, jpg, jpeg, webp, svg files only.');
    expect(existsSync(file('public/img/docs/evil.js'))).toBe(false);
  });

  it('stores an uploaded SVG without its script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="5" height="5"/></svg>';
    expect((await call(persistMedia('public/img/docs/diagram.svg', svg))).status).toBe(200);
    const stored = readFileSync(file('public/img/docs/diagram.svg'), 'utf8');
    expect(stored).toContain('<rect width="5" height="5"/>');
    expect(stored).not.toMatch(/alert|script|onload/);
  });
});

describe('the local CMS server saves only docs the build would accept', () => {
  it('refuses a doc with a wrong field, with the content check’s sentence', async () => {
    const answer = await call(persistEntry('content/docs/users.mdx', doc('42')));
    expect(answer.status).toBe(422);
    expect(answer.json.error).toBe(
      'Not saved: the build would refuse this change. content/docs/users.mdx: field "title" should be text, but found the number 42.',
    );
    expect(readFileSync(file('content/docs/users.mdx'), 'utf8')).toBe(doc('Users'));
  });

  it('refuses a doc with a script, naming the line', async () => {
    const answer = await call(persistEntry('content/docs/users.mdx', doc('Users', 'Text.\n\n<script>alert(1)</script>')));
    expect(answer.status).toBe(422);
    expect(answer.json.error).toContain('content/docs/users.mdx, line 9: <script> is not allowed in a doc');
    expect(readFileSync(file('content/docs/users.mdx'), 'utf8')).toBe(doc('Users'));
  });

  it('saves a valid doc', async () => {
    const answer = await call(persistEntry('content/docs/users.mdx', doc('People')));
    expect(answer.json.error).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(readFileSync(file('content/docs/users.mdx'), 'utf8')).toBe(doc('People'));
  });
});
