import { describe, expect, it } from 'vitest';
import { GET_BUILD, retiringWorkerScript, workerBuildScript } from './worker-build';

type Listener = (event: Record<string, unknown>) => void;

/** Runs a worker script against a fake worker scope and cache storage holding `caches`. */
function runWorkerScript(script: string, names: string[]) {
  const listeners: Record<string, Listener> = {};
  const held = new Set(names);
  const storage = { keys: async () => [...held], delete: async (name: string) => held.delete(name) };
  const scope = { addEventListener: (type: string, listener: Listener) => (listeners[type] = listener), skipWaiting: () => {}, registration: { unregister: async () => true } };
  new Function('self', 'caches', script)(scope, storage);
  const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { held, dispatch };
}

describe('the worker of one build', () => {
  it('deletes the caches of every other build when it takes over, and keeps others’ caches', async () => {
    const worker = runWorkerScript(workerBuildScript('bbb'), ['fusiondr-pages-aaa', 'fusiondr-assets-aaa', 'fusiondr-pages-bbb', 'someone-else']);
    await worker.dispatch('activate');
    expect([...worker.held]).toEqual(['fusiondr-pages-bbb', 'someone-else']);
  });

  it('answers which build it serves', async () => {
    const worker = runWorkerScript(workerBuildScript('bbb'), []);
    const answers: unknown[] = [];
    await worker.dispatch('message', { data: { type: GET_BUILD }, ports: [{ postMessage: (value: unknown) => answers.push(value) }] });
    expect(answers).toEqual(['bbb']);
  });
});

describe('the worker of a build with the offline manual off', () => {
  it('deletes all the site’s caches when it takes over', async () => {
    const worker = runWorkerScript(retiringWorkerScript(), ['fusiondr-pages-aaa', 'fusiondr-assets-aaa', 'someone-else']);
    await worker.dispatch('activate');
    expect([...worker.held]).toEqual(['someone-else']);
  });
});
