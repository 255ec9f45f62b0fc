import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from './lib/project-copy';

let dir = '';
const cache = () => join(dir, 'node_modules', '.cache', 'fusiondr-admin');
const stampTime = () => statSync(join(cache(), '.inputs-hash')).mtimeMs;
const read = (out: string, file: string) => readFileSync(join(dir, out, file), 'utf8');

/** `tsx scripts/cms-build.ts <out>` in the copy, with a writer's environment plus `env`. */
function buildAdmin(out: string, env: Record<string, string> = {}) {
  const result = spawnSync(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/cms-build.ts', out], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NODE_ENV: 'production', ...env },
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
}

beforeAll(() => {
  dir = projectCopy('cms-build-test');
  rmSync(cache(), { recursive: true, force: true });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the CMS's bundle, made once per sources for the build's admin and npm run cms's", { timeout: 120_000 }, () => {
  it('is bundled again only when a source or the base path changes, whatever the backend', () => {
    buildAdmin('github-admin', { CMS_GITHUB_REPO: 'fusiondr/docs' });
    const first = stampTime();
    expect(JSON.parse(read('github-admin', 'config.json')).backend.name).toBe('github');

    // npm run cms's admin (the local backend) after a build: the same bundle, not made again.
    buildAdmin('local-admin');
    expect(stampTime()).toBe(first);
    expect(JSON.parse(read('local-admin', 'config.json')).backend.name).toBe('proxy');
    expect(read('local-admin', 'cms.js')).toBe(read('github-admin', 'cms.js'));
    expect(read('local-admin', 'preview.css')).toBe(read('github-admin', 'preview.css'));

    appendFileSync(join(dir, 'src/cms/admin.tsx'), "\n(globalThis as Record<string, unknown>).adminSourceMark = 'saved since';\n");
    buildAdmin('edited-admin');
    expect(stampTime()).not.toBe(first);
    expect(read('edited-admin', 'cms.js')).toContain('saved since');

    const edited = stampTime();
    buildAdmin('root-admin', { BASE_PATH: '' });
    expect(stampTime()).not.toBe(edited);
    expect(read('root-admin', 'cms.js')).not.toBe(read('edited-admin', 'cms.js'));
  });

  it('leaves nothing of a bundle whose process was stopped (a failed build stops its CMS), from the next admin on', () => {
    // No process has this id (above the largest a system gives).
    const abandoned = `${cache()}-${2 ** 22 + 1}`;
    mkdirSync(abandoned);
    writeFileSync(join(abandoned, 'cms.js'), 'half');
    const bundled = stampTime();
    buildAdmin('next-admin', { BASE_PATH: '' });
    expect(stampTime()).toBe(bundled);
    expect(existsSync(abandoned)).toBe(false);
  });
});
