import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SEARCH_INDEX } from '../src/config/dev-server';
import { keptVerdict } from './lib/checked-verdict';
import { projectCopy as wholeProjectCopy } from './lib/project-copy';

const root = join(import.meta.dirname, '..');
const projectFiles = ['content', 'schemas', 'src', 'scripts', 'public', 'contentlayer.config.ts', 'next.config.ts', 'tailwind.config.ts', 'postcss.config.mjs', 'package.json', 'tsconfig.json'];
let copies: string[] = [];

/** A copy of the project with a last good site in out/, so a failed build can be seen to keep it. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fusiondr-build-'));
  for (const f of projectFiles) cpSync(join(root, f), join(dir, f), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'out'));
  writeFileSync(join(dir, 'out', 'index.html'), '<h1>last good site</h1>');
  copies.push(dir);
  return dir;
}

function build(dir: string, timeout = 120_000, env: Record<string, string> = {}) {
  const result = spawnSync(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
    cwd: dir,
    encoding: 'utf8',
    timeout,
    // A writer's shell, not the test runner's environment.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const header = (lines: string) => `---\n${lines}\n---\n\nSome text.\n`;

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

/** Five docs a writer could break, in one copy: the build names every one of them in one run. */
const BROKEN = {
  wrongType: 'content/docs/settings/users.mdx',
  missingTitle: 'content/docs/settings/logs.mdx',
  unknownKey: 'content/docs/watermark.mdx',
  notAnAdmonition: 'content/docs/notifications.mdx',
  runsCode: 'content/docs/smartFlow.mdx',
};

describe('docs a writer broke stop the build, each named, and the previous out/ is kept', { timeout: 120_000 }, () => {
  let dir = '';
  let result: { status: number | null; output: string };
  beforeAll(() => {
    dir = projectCopy();
    writeFileSync(join(dir, BROKEN.wrongType), header('title: Users\ndescription: Manage users.\nsidebar_position: first'));
    writeFileSync(join(dir, BROKEN.missingTitle), header('description: Manage users.\nsidebar_position: 3'));
    writeFileSync(join(dir, BROKEN.unknownKey), header('title: Users\ndescription: Manage users.\nsidebar_position: 3\nauthor: Sam'));
    writeFileSync(join(dir, BROKEN.notAnAdmonition), header('title: Users\ndescription: Manage users.\nsidebar_position: 3').replace('Some text.', ':::caution\nCareful.\n:::'));
    const body = '<script>alert(localStorage["decap-cms-user"])</script>\n\n{String(process.getBuiltinModule("fs").writeFileSync("pwned", ""))}';
    writeFileSync(join(dir, BROKEN.runsCode), header('title: Users\ndescription: Manage users.\nsidebar_position: 3').replace('Some text.', body));
    result = build(dir);
  }, 120_000);

  it.each([
    ['a wrong type', BROKEN.wrongType, 'field "sidebar_position" should be a number, but found the text "first"'],
    ['a missing title', BROKEN.missingTitle, 'field "title" is required but missing'],
    ['an unknown key', BROKEN.unknownKey, 'field "author" is not a known field'],
  ])('for %s in the frontmatter, naming the file and the field', (_case, file, message) => {
    expect(result.output).toContain(`${file}: ${message}`);
  });

  it('for what the MDX pipeline refuses, naming the file', () => {
    const line = result.output.split('\n').find((l) => l.includes('":::caution" is not an admonition'));
    expect(line).toContain(BROKEN.notAnAdmonition);
  });

  it('for a doc that would run a script or code, before anything runs, naming the file and line', () => {
    expect(result.output).toContain(`${BROKEN.runsCode}, line 7: <script> is not allowed in a doc`);
    expect(result.output).toContain(`${BROKEN.runsCode}, line 9: Curly braces { } start code in MDX`);
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
    expect(existsSync(join(dir, '.build'))).toBe(false);
  });

  it('exits 1 and keeps the previous site', () => {
    expect(result.status).toBe(1);
    expect(result.output).toContain('The previous site in out/ was left untouched.');
    expect(readFileSync(join(dir, 'out/index.html'), 'utf8')).toBe('<h1>last good site</h1>');
  });
});

const UNCLEAN_SVG = 'public/img/docs/committed-with-a-script.svg';
const UNCLEAN_SVG_TEXT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" onload="alert(1)"><script>alert(2)</script>${'<rect width="20" height="10" fill="#1d4ed8"/>'.repeat(40)}</svg>`;

describe('a build the docs pass', { timeout: 300_000 }, () => {
  let dir = '';
  let result: { status: number | null; output: string };
  beforeAll(() => {
    // A whole copy (node_modules hard-linked: Next's compiler refuses a linked folder outside the project).
    dir = wholeProjectCopy('build-test');
    copies.push(dir);
    // An SVG committed without the CMS, with a script in it.
    writeFileSync(join(dir, UNCLEAN_SVG), UNCLEAN_SVG_TEXT);
    // Started by another program from another folder, whose PWD the build inherits.
    result = build(dir, 300_000, { PWD: mkdtempSync(join(tmpdir(), 'elsewhere-')) });
  }, 300_000);

  it('replaces the previous site', () => {
    expect(result.status, result.output).toBe(0);
    expect(readFileSync(join(dir, 'out/index.html'), 'utf8')).toContain('<h1');
  });

  it('cleans an SVG committed with a script, says which, and its compressed copies hold the cleaned file', () => {
    const file = UNCLEAN_SVG.replace(/^public\//, '');
    expect(result.output).toContain(`${file}: scripts, event handlers or references to other files were removed`);
    const shipped = readFileSync(join(dir, 'out', file));
    expect(shipped.toString()).not.toMatch(/onload|<script/);
    expect(shipped.toString()).toContain('<rect');
    expect(brotliDecompressSync(readFileSync(join(dir, 'out', `${file}.br`))).equals(shipped)).toBe(true);
    expect(gunzipSync(readFileSync(join(dir, 'out', `${file}.gz`))).equals(shipped)).toBe(true);
  });

  it('leaves its check to the development site started after it, with the search index it exported', () => {
    expect(keptVerdict(dir)).toEqual({ problemCount: 0 });
    const devIndex = JSON.parse(readFileSync(join(dir, DEV_SEARCH_INDEX), 'utf8')) as Record<string, string>;
    const files = Object.keys(devIndex);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(readFileSync(join(dir, 'out', file), 'utf8'), file).toBe(devIndex[file]);
  });

  it('whose check is not kept once a doc is saved, or for another base path', () => {
    const basePath = process.env.BASE_PATH;
    process.env.BASE_PATH = '';
    try {
      expect(keptVerdict(dir)).toBeUndefined();
    } finally {
      if (basePath === undefined) delete process.env.BASE_PATH;
      else process.env.BASE_PATH = basePath;
    }
    expect(keptVerdict(dir)).toBeDefined();
    const doc = join(dir, 'content/docs/watermark.mdx');
    writeFileSync(doc, `${readFileSync(doc, 'utf8')}\nSaved after the build.\n`);
    expect(keptVerdict(dir)).toBeUndefined();
  });
});
