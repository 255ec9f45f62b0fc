import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

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

function build(dir: string) {
  const result = spawnSync(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
    // A writer's shell, not the test runner's environment.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const header = (lines: string) => `---\n${lines}\n---\n\nSome text.\n`;

afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe('a doc with bad frontmatter stops the build', { timeout: 90_000 }, () => {
  it.each([
    ['a wrong type', 'title: Users\ndescription: Manage users.\nsidebar_position: first', 'field "sidebar_position" should be a number, but found the text "first"'],
    ['a missing title', 'description: Manage users.\nsidebar_position: 3', 'field "title" is required but missing'],
    ['an unknown key', 'title: Users\ndescription: Manage users.\nsidebar_position: 3\nauthor: Sam', 'field "author" is not a known field'],
  ])('for %s, naming the file and the field, and keeps the previous out/', (_case, frontmatter, message) => {
    const dir = projectCopy();
    writeFileSync(join(dir, 'content/docs/settings/users.mdx'), header(frontmatter));
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(`content/docs/settings/users.mdx: ${message}`);
    expect(output).toContain('The previous site in out/ was left untouched.');
    expect(readFileSync(join(dir, 'out/index.html'), 'utf8')).toBe('<h1>last good site</h1>');
  });

  it('also when the failure comes later, from the MDX compiler, naming the file', () => {
    const dir = projectCopy();
    writeFileSync(
      join(dir, 'content/docs/settings/users.mdx'),
      header('title: Users\ndescription: Manage users.\nsidebar_position: 3').replace('Some text.', ':::caution\nCareful.\n:::'),
    );
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('docs/settings/users.mdx');
    expect(output).toContain('":::caution" is not an admonition');
    expect(readFileSync(join(dir, 'out/index.html'), 'utf8')).toBe('<h1>last good site</h1>');
  });

  it('for a doc that would run a script or code, before anything runs, naming the file and line', () => {
    const dir = projectCopy();
    const body = '<script>alert(localStorage["decap-cms-user"])</script>\n\n{String(process.getBuiltinModule("fs").writeFileSync("pwned", ""))}';
    writeFileSync(join(dir, 'content/docs/settings/users.mdx'), header('title: Users\ndescription: Manage users.\nsidebar_position: 3').replace('Some text.', body));
    const { status, output } = build(dir);
    expect(status).toBe(1);
    expect(output).toContain('content/docs/settings/users.mdx, line 7: <script> is not allowed in a doc');
    expect(output).toContain('content/docs/settings/users.mdx, line 9: Curly braces { } start code in MDX');
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
    expect(readFileSync(join(dir, 'out/index.html'), 'utf8')).toBe('<h1>last good site</h1>');
    expect(existsSync(join(dir, '.build'))).toBe(false);
  });
});
