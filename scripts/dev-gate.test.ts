import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_CONTENT_EVENTS_PATH, DEV_GATE_KEEP_ALIVE_ADVERTISED_S, DEV_GATE_RETRIES_AFTER_ERROR } from '../src/config/dev-server';
import { startDevGate, type DevGate } from './dev-gate';
import { freePort } from './dev-probe';

let upstream: Server | undefined;
let gate: DevGate | undefined;

afterEach(async () => {
  await gate?.close();
  await new Promise<void>((done) => (upstream ? upstream.close(() => done()) : done()));
  upstream = gate = undefined;
});

/** A stand-in for next dev that answers with the given statuses in turn, and counts the requests. */
async function fakeNext(statuses: number[]) {
  const port = await freePort();
  const seen: string[] = [];
  upstream = createServer((req, res) => {
    seen.push(req.url ?? '');
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)];
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(status === 200 ? 'the page' : 'Unexpected end of JSON input');
  });
  await new Promise<void>((done) => upstream!.listen(port, '127.0.0.1', () => done()));
  return { port, seen };
}

async function openGate(upstreamPort: number, expected?: (path: string) => boolean, opens?: Promise<void>, missing?: (path: string) => string | undefined) {
  const port = await freePort();
  gate = await startDevGate('127.0.0.1', port, upstreamPort, expected, opens, missing);
  return `http://127.0.0.1:${port}`;
}

describe('the development site gate', () => {
  it('passes pages through as they are', async () => {
    const next = await fakeNext([200]);
    const url = await openGate(next.port);
    const response = await fetch(`${url}/FusionDR/docs/`);
    expect([response.status, await response.text()]).toEqual([200, 'the page']);
    expect(next.seen).toEqual(['/FusionDR/docs/']);
  });

  it('holds requests until the session’s first snapshot is published', async () => {
    const next = await fakeNext([200]);
    let publish = () => {};
    const url = await openGate(next.port, undefined, new Promise<void>((resolve) => (publish = resolve)));
    const answer = fetch(`${url}/FusionDR/docs/`);
    await new Promise((r) => setTimeout(r, 300));
    expect(next.seen).toEqual([]);
    publish();
    expect((await answer).status).toBe(200);
    expect(next.seen).toEqual(['/FusionDR/docs/']);
  });

  it('asks again for a doc saved a moment ago that Next does not list yet', async () => {
    const next = await fakeNext([404, 404, 200]);
    const url = await openGate(next.port, (path) => path === '/FusionDR/docs/firstLight/');
    expect((await fetch(`${url}/FusionDR/docs/firstLight/`)).status).toBe(200);
    expect(next.seen).toHaveLength(3);
  });

  it('answers 404 at once for a doc that has no file', async () => {
    const next = await fakeNext([404, 200]);
    const url = await openGate(next.port, () => false);
    expect((await fetch(`${url}/FusionDR/docs/nothing/`)).status).toBe(404);
    expect(next.seen).toHaveLength(1);
  });

  it('asks again for a page that answered 500, and shows the page', async () => {
    const next = await fakeNext([500, 200]);
    const url = await openGate(next.port);
    const response = await fetch(`${url}/FusionDR/docs/watermark/`);
    expect([response.status, await response.text()]).toEqual([200, 'the page']);
    expect(next.seen).toHaveLength(2);
  });

  it('shows a page that keeps failing as it failed, after a few more tries', async () => {
    const next = await fakeNext([500]);
    const url = await openGate(next.port);
    expect((await fetch(`${url}/FusionDR/docs/broken/`)).status).toBe(500);
    expect(next.seen).toHaveLength(1 + DEV_GATE_RETRIES_AFTER_ERROR);
  });

  it('tells each open page which snapshot is current, on connecting and at each publication, without asking Next', async () => {
    const next = await fakeNext([200]);
    let current = 'first';
    const port = await freePort();
    gate = await startDevGate('127.0.0.1', port, next.port, undefined, undefined, undefined, () => current);
    const pages = await Promise.all([1, 2].map(() => fetch(`http://127.0.0.1:${port}${DEV_CONTENT_EVENTS_PATH}`)));
    expect(pages.map((page) => page.headers.get('content-type'))).toEqual(['text/event-stream', 'text/event-stream']);
    const readers = pages.map((page) => page.body!.pipeThrough(new TextDecoderStream()).getReader());
    // A page that loaded while a snapshot was published learns of it as it connects.
    for (const reader of readers) expect((await reader.read()).value).toBe('data: first\n\n');
    current = 'second';
    gate!.published();
    for (const reader of readers) expect((await reader.read()).value).toBe('data: second\n\n');
    expect(next.seen).toEqual([]);
    for (const reader of readers) await reader.cancel();
  });

  it('asks Next for an address no route matches instead of a doc with no file, keeping the query', async () => {
    const next = await fakeNext([404]);
    const url = await openGate(next.port, undefined, undefined, (path) => (path === '/FusionDR/docs/gone/' ? '/FusionDR/no-such-doc/' : undefined));
    expect((await fetch(`${url}/FusionDR/docs/gone/?_rsc=1`)).status).toBe(404);
    expect((await fetch(`${url}/FusionDR/docs/here/`)).status).toBe(404);
    expect(next.seen).toEqual(['/FusionDR/no-such-doc/?_rsc=1', '/FusionDR/docs/here/']);
  });

  it('keeps an idle connection open past the time it tells clients, so a client reusing it gets its page', async () => {
    const next = await fakeNext([200]);
    const url = new URL(await openGate(next.port));
    const socket = connect(Number(url.port), url.hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ask = async (answers: number) => {
      socket.write(`GET /FusionDR/docs/ HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      await expect.poll(() => received.split('the page').length - 1).toBe(answers);
    };
    await ask(1);
    expect(received).toMatch(new RegExp(`^Keep-Alive: timeout=${DEV_GATE_KEEP_ALIVE_ADVERTISED_S}\r$`, 'im'));
    expect(received.match(/^(Connection|Keep-Alive):/gim)).toHaveLength(2);
    // A client that waits just past the advertised time (its timers late on a busy machine; Node closes its own idle connections a second after the advertised time) and asks again.
    await new Promise((r) => setTimeout(r, DEV_GATE_KEEP_ALIVE_ADVERTISED_S * 1000 + 1500));
    expect(socket.destroyed || socket.readableEnded).toBe(false);
    await ask(2);
    socket.destroy();
  }, 15_000);
});
