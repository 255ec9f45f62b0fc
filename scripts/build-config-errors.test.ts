import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The build itself, in a copy of the project with a broken configuration: it must stop at its first
 * step, naming each broken item, before any export is made.
 */
let copy: string;
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'fusiondr-config-'));
  for (const entry of ['content', 'public', 'schemas', 'scripts', 'src', 'package.json', 'tsconfig.json']) {
    cpSync(entry, join(copy, entry), { recursive: true });
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function edit(file: string, from: string, to: string) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

describe('configuration errors stop the build', () => {
  it('names a navbar item that cannot render, a sidebar category without docs, and each link to a missing doc id', { timeout: 60_000 }, () => {
    edit('src/components/layout/nav-links.ts', "href: site.helpUrl", "href: 'help.fusiondr.example'");
    edit('src/components/layout/nav-links.ts', "docs = '/docs/'", "docs = '/docs/gettingStarted/'");
    edit('src/config/site.ts', "href: '/docs/settings/system/update'", "href: '/docs/settings/system/upgrade'");
    mkdirSync(join(copy, 'content/docs/settings/archive'));
    writeFileSync(join(copy, 'content/docs/settings/archive/_category_.json'), '{ "label": "Archive", "position": 99 }');
    const watermark = join(copy, 'content/docs/watermark.mdx');
    writeFileSync(watermark, `${readFileSync(watermark, 'utf8')}\nSee [the archive](/docs/settings/archive/old).\n`);

    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: copy, encoding: 'utf8', env: { ...process.env, OUT_DIR: 'out' } });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(
      'navbar item "Help" (item 2) cannot render: field "href" should be an absolute http(s) address (the item is external), but found the text "help.fusiondr.example".',
    );
    expect(build.stderr).toContain(
      'navbar item "Docs" (item 1) links to the doc id "gettingStarted" (/docs/gettingStarted/), which does not exist: add content/docs/gettingStarted.mdx or fix the link.',
    );
    expect(build.stderr).toContain('src/config/site.ts: the announcement links to the doc id "settings/system/upgrade"');
    expect(build.stderr).toContain('The sidebar category "Archive" (content/docs/settings/archive/_category_.json) names a folder that holds no doc.');
    const line = readFileSync(watermark, 'utf8').split('\n').findIndex((l) => l.startsWith('See [the archive]')) + 1;
    expect(build.stderr).toContain(`content/docs/watermark.mdx, line ${line}: the link "/docs/settings/archive/old" names the doc "settings/archive/old", which does not exist.`);
    expect(build.stderr).toContain('Build failed');
    // It stopped before exporting anything (contentlayer may have generated beside the check; it is stopped with it).
    expect(build.stdout).not.toMatch(/Next\.js/);
    expect(existsSync(join(copy, 'out'))).toBe(false);
    expect(existsSync(join(copy, '.build'))).toBe(false);
  });
});

describe('an invalid setting stops the build', () => {
  it('names BASE_PATH, what it must be and what was found, before anything runs', { timeout: 60_000 }, () => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: copy, encoding: 'utf8', env: { ...process.env, OUT_DIR: 'out', BASE_PATH: 'docs/' } });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('BASE_PATH must be empty (the site at the root of its host) or a path such as /docs');
    expect(build.stderr).toContain('found "docs/".');
    expect(build.stderr).toContain('Build failed');
    expect(build.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(copy, 'out'))).toBe(false);
    // Nothing else ran: no content check, contentlayer or Next.
    expect(build.stdout.trim()).toBe('');
  });
});
