import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineManualGlobs, SERVICE_WORKER_FILE } from '../src/config/offline';
import { BASE_PATH } from '../src/config/site';
import { workerAhead, writeServiceWorker, type GeneratedWorker } from './service-worker';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An export with one file for each kind of file the offline manual lists. */
function exportFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fusiondr-sw-test-'));
  folders.push(dir);
  for (const glob of offlineManualGlobs) {
    const file = join(dir, glob.replace(/\*\*/g, 'x').replace(/\*/g, 'a'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `<p>${glob}</p>`);
  }
  return dir;
}

const workerIn = (dir: string) => readFileSync(join(dir, SERVICE_WORKER_FILE), 'utf8');

describe('the offline manual’s worker generated while Next builds', () => {
  it('is the worker generated for the build itself, once renamed; one for another base path or that failed is not used', { timeout: 60_000 }, async () => {
    const [direct, renamed, otherBase, failed] = [exportFolder(), exportFolder(), exportFolder(), exportFolder()];
    const manual = await writeServiceWorker(direct, true, BASE_PATH);
    // Marked, to see that the worker written is the one generated ahead.
    const ahead = await workerAhead(BASE_PATH);
    await writeServiceWorker(renamed, true, BASE_PATH, Promise.resolve({ ...ahead, script: `${ahead.script}\n// ahead` }));
    expect(manual?.build).toMatch(/^[0-9a-z]+$/);
    expect(workerIn(direct)).toContain(manual?.build);
    expect(workerIn(renamed)).toBe(`${workerIn(direct)}\n// ahead`);

    const elsewhere: GeneratedWorker = { script: 'the worker of another site', build: 'aheadofbuild', basePath: '/Other' };
    await writeServiceWorker(otherBase, true, BASE_PATH, Promise.resolve(elsewhere));
    await writeServiceWorker(failed, true, BASE_PATH, Promise.reject(new Error('generation failed')));
    expect(workerIn(otherBase)).toBe(workerIn(direct));
    expect(workerIn(failed)).toBe(workerIn(direct));
  });
});
