import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isMain, projectRoot, toolPath } from './cli';

const dir = mkdtempSync(join(tmpdir(), 'fusiondr-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a small script that imports the helpers, as a command or imported by another module. */
function run(body: string, entry?: string) {
  const script = join(dir, 'command.mts');
  writeFileSync(script, `import { runAsMain } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'scripts/lib/cli.ts')).href)};\n${body}\n`);
  const importer = join(dir, 'importer.mts');
  writeFileSync(importer, `import './command.mts';\nconsole.log('imported');\n`);
  return spawnSync(toolPath('tsx'), [entry === 'importer' ? importer : script], { encoding: 'utf8' });
}

describe('the helpers every command shares', () => {
  it('finds the tools installed with the project', () => {
    expect(existsSync(toolPath('tsx'))).toBe(true);
    expect(existsSync(toolPath('next'))).toBe(true);
  });

  it("finds them from a copy of the site inside the project's folder, where Node finds its packages", () => {
    const copy = join(projectRoot, '.cache', 'tool-path-copy');
    expect(toolPath('next', copy)).toBe(join(projectRoot, 'node_modules', '.bin', 'next'));
    expect(toolPath('no-such-tool', copy)).toBe(join(copy, 'node_modules', '.bin', 'no-such-tool'));
  });

  it('runs a command only when it is the script being run, not when another module imports it', () => {
    const body = "await runAsMain(import.meta.url, () => console.log('ran'));";
    expect(run(body).stdout.trim()).toBe('ran');
    expect(run(body, 'importer').stdout.trim()).toBe('imported');
    expect(isMain(import.meta.url)).toBe(false);
  });

  it("prints a failing command's sentence without a stack trace and exits 1", () => {
    const result = run("await runAsMain(import.meta.url, () => { throw new Error('out/ does not exist: run npm run build first.'); });");
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('out/ does not exist: run npm run build first.');
  });
});
