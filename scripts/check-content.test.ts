/**
 * Every bad input a writer (or an attacker) can put in the docs, in a copy of the repository's docs:
 * the file, the sentence the content check prints, and its exit code. None may build silently.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inspectContent, runContentCheck } from './check-content';

const repo = join(import.meta.dirname, '..');
let copies: string[] = [];

/** The repository's docs and public files in a scratch folder, with `files` written over them. */
function docsWith(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'fusiondr-check-'));
  copies.push(root);
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(repo, 'public', 'img'), join(root, 'public', 'img'), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

/** A doc whose body starts on line 7 of the file. */
const doc = (body: string) => `---\ntitle: Bad doc\ndescription: A doc with one problem in it.\nsidebar_position: 99\n---\n\n${body}\n`;
const BAD = 'content/docs/bad.mdx';
/** Spanish turned on, as `npm run docs:locale -- es` does. */
const SPANISH = { 'content/locales.json': '["es"]\n' };

describe('the content check refuses every bad input, with the file, the line and a sentence', { timeout: 90_000 }, () => {
  const cases: [string, Record<string, string | Buffer>, string][] = [
    ['a <script>', { [BAD]: doc('Text.\n\n<script>alert(localStorage["decap-cms-user"])</script>') }, `${BAD}, line 9: <script> is not allowed in a doc: a doc cannot run scripts`],
    ['a <style>', { [BAD]: doc('<style>h1 {}</style>') }, `${BAD}, line 7: <style> is not allowed in a doc`],
    ['an <iframe>', { [BAD]: doc('<iframe src="https://example.org" />') }, `${BAD}, line 7: <iframe> is not allowed in a doc: a doc cannot embed another page.`],
    ['an <object>', { [BAD]: doc('<object data="x.pdf" />') }, `${BAD}, line 7: <object> is not allowed in a doc`],
    ['an <embed>', { [BAD]: doc('<embed src="x.swf" />') }, `${BAD}, line 7: <embed> is not allowed in a doc`],
    ['a <form>', { [BAD]: doc('<form action="/x"></form>') }, `${BAD}, line 7: <form> is not allowed in a doc: a doc cannot contain a form.`],
    ['an on… attribute', { [BAD]: doc('<img src="/img/docs/login-screen.svg" alt="Login" onLoad="alert(1)" />') }, `${BAD}, line 7: <img> has the attribute "onLoad", an event handler`],
    ['dangerouslySetInnerHTML', { [BAD]: doc('<ReleaseDate dangerouslySetInnerHTML="x" />') }, `${BAD}, line 7: <ReleaseDate> has "dangerouslySetInnerHTML"`],
    ['a javascript: link', { [BAD]: doc('[Open](javascript:alert(1))') }, `${BAD}, line 7: the address "javascript:alert(1)" is not allowed`],
    ['a data: image', { [BAD]: doc('![Logo](data:image/png;base64,iVBORw0KGgo=)') }, `${BAD}, line 7: the address "data:image/png;base64,iVBORw0KGgo=" is not allowed`],
    ['an expression that runs at build time', { [BAD]: doc("{String(process.getBuiltinModule('fs').writeFileSync('pwned', ''))}") }, `${BAD}, line 7: Curly braces { } start code in MDX, and a doc may not run code.`],
    ['an import line', { [BAD]: doc("import fs from 'node:fs'") }, `${BAD}, line 7: import and export lines are not allowed in a doc`],
    ['an export line', { [BAD]: doc('export const x = 1') }, `${BAD}, line 7: import and export lines are not allowed in a doc`],
    ['an unregistered component', { [BAD]: doc('<Tabs>x</Tabs>') }, `${BAD}, line 7: <Tabs> is not a component the site knows. A doc may use only <ReleaseDate date="2026-11-03" />.`],
    ['raw HTML', { [BAD]: doc('<div>Boxed</div>') }, `${BAD}, line 7: <div> is HTML, which a doc may not contain.`],
    ['an unclosed <div>', { [BAD]: doc('Text.\n\n<div>\n\nMore text.') }, `${BAD}: the text cannot be read as MDX at line 9: Expected a closing tag for \`<div>\``],
    ['an unknown admonition', { [BAD]: doc('Text.\n\n:::caution\nCareful.\n:::') }, `${BAD}, line 9: ":::caution" is not an admonition.`],
    ['x.mdx beside x/index.mdx', { 'content/docs/settings/users/index.mdx': doc('Users again.') }, 'content/docs/settings/users.mdx and content/docs/settings/users/index.mdx are the same page (/docs/settings/users/)'],
    ['docs/index.mdx beside the main doc', { 'content/docs/index.mdx': doc('Home.') }, 'content/docs/index.mdx and content/docs/introduction.mdx are the same page (/docs/)'],
    ['a translation of no doc', { ...SPANISH, 'content/i18n/es/docs/nope.mdx': doc('Hola.') }, 'content/i18n/es/docs/nope.mdx: translates no doc: content/docs/nope.mdx does not exist.'],
    ['a translation whose headings differ', { ...SPANISH, 'content/i18n/es/docs/loginScreen.mdx': doc('## Otra sección\n\nTexto.') }, "content/i18n/es/docs/loginScreen.mdx: its headings (h2) do not match the English doc's"],
    ['a translated folder of no folder', { ...SPANISH, 'content/i18n/es/docs/nope/_category_.json': '{ "label": "No" }' }, 'content/i18n/es/docs/nope/_category_.json: translates no folder: content/docs/nope/_category_.json does not exist.'],
    ['a translated folder that moves it', { ...SPANISH, 'content/i18n/es/docs/settings/_category_.json': '{ "label": "Ajustes", "position": 1 }' }, 'content/i18n/es/docs/settings/_category_.json: field "position" is not a known field (found the number 1). Known fields: label.'],
    ['a byte that is not UTF-8', { [BAD]: Buffer.from(doc('Line one.\n\nTemperature: 20@C.'), 'latin1').map((byte) => (byte === 0x40 ? 0xb0 : byte)) as Buffer }, `${BAD}, line 9: the file is not valid UTF-8`],
    ['a byte order mark', { [BAD]: `\uFEFF${doc('Text.')}` }, `${BAD}, line 1: the file starts with a byte order mark (BOM)`],
    ['an <a href> to a missing doc', { [BAD]: doc('See <a href="/docs/settings/noSuchPage">this</a>.') }, `${BAD}, line 7: the link "/docs/settings/noSuchPage" names the doc "settings/noSuchPage", which does not exist.`],
    ['an <img src> of a missing file', { [BAD]: doc('<img src="/img/docs/missing.svg" alt="Missing" />') }, `${BAD}, line 7: the image "/img/docs/missing.svg" does not exist; put the file in public/img/docs/missing.svg.`],
    ['an image written with the base path', { [BAD]: doc('<img src="/FusionDR/img/docs/login-screen.svg" alt="Login" />') }, `${BAD}, line 7: the image "/FusionDR/img/docs/login-screen.svg" starts with the base path /FusionDR; write it without: "/img/docs/login-screen.svg"`],
    ['a link to a missing #anchor of another doc', { [BAD]: doc('See [roles](/docs/settings/users#rolez).') }, `${BAD}, line 7: the link "/docs/settings/users#rolez" points to the section "#rolez", but the doc "settings/users" has no heading with that anchor.`],
    ['a link to a missing #anchor of the same doc', { [BAD]: doc('## Steps\n\nSee [the steps](#step).') }, `${BAD}, line 9: the link "#step" points to the section "#step", but this doc has no heading with that anchor.`],
    ['a % in an image name', { [BAD]: doc('![Chart](/img/docs/100%.svg)') }, `${BAD}, line 7: the image "/img/docs/100%.svg" has a "%" that is not part of a %XX code`],
    ['a script in the media folder', { 'public/img/docs/evil.js': 'alert(1)' }, 'public/img/docs/evil.js: only images (png, jpg, jpeg, webp, svg) belong in public/img/docs/.'],
    ['an HTML page in the media folder', { 'public/img/docs/evil.html': '<script>alert(1)</script>' }, 'public/img/docs/evil.html: only images (png, jpg, jpeg, webp, svg) belong in public/img/docs/.'],
    ['a title of the wrong type', { [BAD]: doc('Text.').replace('title: Bad doc', 'title: 42') }, `${BAD}: field "title" should be text, but found the number 42.`],
  ];
  // Every bad input at once in one copy, each doc in a file of its own (bad-1.mdx…), as a writer's
  // branch could hold them: the check names each one in a single run, and exits 1.
  const own = (index: number) => (text: string) => text.replaceAll(BAD, BAD.replace('bad', `bad-${index + 1}`));
  const inputs = cases.map(([name, files, sentence], index) => ({
    name,
    files: Object.fromEntries(Object.entries(files).map(([path, text]) => [own(index)(path), text])),
    sentence: own(index)(sentence),
  }));
  let run: { exitCode: number; output: string };
  beforeAll(() => {
    run = runContentCheck(docsWith(Object.assign({}, ...inputs.map((input) => input.files))));
  }, 90_000);

  it.each(inputs.map((input) => [input.name, input.sentence]))('%s', (_case, sentence) => {
    expect(run.output).toContain(`✗ ${sentence}`);
  });

  it('exits 1 for them, printing sentences and no stack trace', () => {
    expect(run.exitCode).toBe(1);
    expect(run.output).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|somewhere/);
  });

  it('reports a folder without docs, and leaves it out of the folders it read (a folder half-made in a burst of saves)', () => {
    const { problems, manuals } = inspectContent(docsWith({ 'content/docs/pulled/_category_.json': '{ "label": "Pulled", "position": 90 }\n' }));
    expect(problems).toContain('The sidebar category "Pulled" (content/docs/pulled/_category_.json) names a folder that holds no doc.');
    expect(manuals[0].categories.map((c) => c.dir)).not.toContain('pulled');
    expect(manuals[0].categories.map((c) => c.dir)).toContain('settings');
  });

  it('passes the repository’s own docs', () => {
    expect(runContentCheck(docsWith({}))).toEqual({ exitCode: 0, output: 'Content check passed.' });
  });

  it('passes the repository’s own translations, Spanish turned on', () => {
    expect(runContentCheck(docsWith(SPANISH))).toEqual({ exitCode: 0, output: 'Content check passed.' });
  });

  it('exits 1 from the command line too, printing the sentence without a stack trace', { timeout: 90_000 }, () => {
    const root = docsWith({ [BAD]: doc('<script>alert(1)</script>') });
    const result = spawnSync(join(repo, 'node_modules', '.bin', 'tsx'), ['--tsconfig', join(repo, 'tsconfig.json'), join(repo, 'scripts', 'check-content.ts')], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`✗ ${BAD}, line 7: <script> is not allowed in a doc`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('stops on an environment variable with an invalid value, naming it, what it must be and what was found', { timeout: 90_000 }, () => {
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'docs.example.org';
    try {
      const { exitCode, output } = runContentCheck(docsWith({}));
      expect(exitCode).toBe(1);
      expect(output).toContain('✗ SITE_URL must be an absolute http(s) address such as https://docs.example.org; found "docs.example.org".');
    } finally {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    }
  });
});
