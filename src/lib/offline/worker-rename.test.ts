import { generateSW } from 'workbox-build';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineCacheNames } from './cache-names';
import { workerOptions } from './worker-config';
import { renamedWorker } from './worker-rename';

async function generated(build: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'worker-'));
  try {
    await generateSW(workerOptions({ swDest: join(dir, 'sw.js'), build, buildScript: 'sw-build.js' }));
    return readFileSync(join(dir, 'sw.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const literals = (script: string) => [...script.matchAll(/"fusiondr-[a-z]+-[0-9a-z]+"/g)].map((m) => JSON.parse(m[0]) as string).sort();

describe('renaming the generated worker for another build', () => {
  it('gives the worker the caches of the new build, and changes nothing else', { timeout: 60_000 }, async () => {
    const worker = await generated('aaaaaaaaaaaa');
    const { pages, assets } = offlineCacheNames('bbbbbbbbbbbb');
    const renamed = renamedWorker(worker, 'aaaaaaaaaaaa', 'bbbbbbbbbbbb') ?? '';
    expect(literals(renamed)).toEqual([assets, pages]);
    expect(renamed.replace(/bbbbbbbbbbbb/g, 'aaaaaaaaaaaa')).toBe(worker);
  });

  it('refuses a script that does not hold the previous build’s caches', () => {
    const { pages, assets } = offlineCacheNames('aaaaaaaaaaaa');
    expect(renamedWorker(`x(${JSON.stringify(pages)})`, 'aaaaaaaaaaaa', 'b')).toBeNull();
    expect(renamedWorker(`x(${JSON.stringify(pages)},${JSON.stringify(assets)})`, 'cccccccccccc', 'b')).toBeNull();
  });
});
