import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureRecords } from './__fixtures__/docs';
import { createWorkerClient } from './worker-client';

const index = () => Response.json({ version: 1, records: fixtureRecords() });

afterEach(() => vi.unstubAllGlobals());

describe('the built-in index behind a worker', () => {
  it('searches on the page where no worker can start', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('fetch', vi.fn(async () => index()));
    const client = createWorkerClient('/FusionDR/search-index.json', 1000);
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'backup' }] });
    expect(results[0].nbHits).toBeGreaterThan(0);
  });

  it('answers what was asked on the page when the worker fails to run (a policy forbids it)', async () => {
    class FailingWorker extends EventTarget {
      postMessage() {
        setTimeout(() => this.dispatchEvent(new Event('error')));
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FailingWorker);
    vi.stubGlobal('fetch', vi.fn(async () => index()));
    const client = createWorkerClient('/FusionDR/search-index.json', 1000);
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'calibration' }] });
    expect(results[0].hits[0].hierarchy.lvl0).toBe('Calibration');
  });
});
