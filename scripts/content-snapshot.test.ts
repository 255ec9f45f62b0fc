import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_GENERATED, CONTENT_SNAPSHOT, STAGE_ONLY_ENV } from '../src/config/dev-server';
import { byFilePath, ensureSnapshot, onContentGenerated, publishContentSnapshot, readGenerated, sourceFileOf } from './content-snapshot';

let root: string;
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** Which file the snapshot is: the site reads it again once it is replaced by another. */
const version = () => {
  const { ino, mtimeMs } = statSync(join(root, CONTENT_SNAPSHOT));
  return `${ino}:${mtimeMs}`;
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snapshot-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});
const notRendered = { html: '', toc: [], printHtml: '' };

describe('the content snapshot of the development site', () => {
  it('is published with the check’s verdict, and replaced only when the snapshot changes', () => {
    mkdirSync(join(root, '.contentlayer', 'site'), { recursive: true });
    writeFileSync(join(root, CONTENT_GENERATED), '{"docs":[{"docId":"a"}],"categories":[]}');
    expect(publishContentSnapshot(root, [], new Map())).toBe('written');
    expect(JSON.parse(read(CONTENT_SNAPSHOT))).toEqual({ docs: [{ docId: 'a', body: { raw: '' }, ...notRendered }], categories: [], problems: [], screenHomes: [] });
    const first = version();
    expect(publishContentSnapshot(root, [], new Map())).toBe('unchanged');
    expect(version()).toBe(first);
    expect(publishContentSnapshot(root, [{ file: 'content/docs/a.mdx', message: 'broken' }], new Map())).toBe('written');
    expect(version()).not.toBe(first);
  });

  it('gives each doc the body rendered from the check’s parse, by its file, and an empty one when the check could not read it', () => {
    mkdirSync(join(root, '.contentlayer', 'site'), { recursive: true });
    mkdirSync(join(root, 'content', 'docs'), { recursive: true });
    for (const file of ['a.mdx', 'b.mdx']) writeFileSync(join(root, 'content', 'docs', file), '');
    const entry = (docId: string) => ({ docId, _raw: { sourceFilePath: `docs/${docId}.mdx` }, body: { raw: 'Text', html: '' } });
    writeFileSync(join(root, CONTENT_GENERATED), JSON.stringify({ docs: [entry('a'), entry('b')], categories: [] }));
    const rendered = { html: '<p>Text</p>', toc: [{ value: 'Steps', id: 'steps', depth: 2 }], printHtml: '<p>Text</p>' };
    publishContentSnapshot(root, [], new Map([['content/docs/a.mdx', rendered]]));
    const { docs } = JSON.parse(read(CONTENT_SNAPSHOT)) as { docs: Record<string, unknown>[] };
    expect(docs[0]).toMatchObject({ docId: 'a', body: { raw: 'Text' }, ...rendered });
    expect(docs[1]).toMatchObject({ docId: 'b', body: { raw: 'Text' }, ...notRendered });
  });

  it('names each screen of the facts with its home doc, for the page’s edit links, and none when the facts cannot be read', () => {
    mkdirSync(join(root, '.contentlayer', 'site'), { recursive: true });
    writeFileSync(join(root, CONTENT_GENERATED), '{"docs":[],"categories":[]}');
    publishContentSnapshot(root, [], new Map());
    expect((JSON.parse(read(CONTENT_SNAPSHOT)) as { screenHomes: unknown[] }).screenHomes).toEqual([]);
    const repo = join(import.meta.dirname, '..');
    for (const dir of ['facts', 'snippets']) cpSync(join(repo, 'content', dir), join(root, 'content', dir), { recursive: true });
    publishContentSnapshot(root, [], new Map());
    const { screenHomes } = JSON.parse(read(CONTENT_SNAPSHOT)) as { screenHomes: { id: string; name: string; doc: string }[] };
    expect(screenHomes).toContainEqual({ id: 'login', name: 'Login screen', doc: 'loginScreen' });
    expect(screenHomes.length).toBe(readdirSync(join(repo, 'content', 'facts', 'screens')).filter((f) => f.endsWith('.yaml')).length);
  });

  it('leaves out the docs and folders whose file is gone, when the generation still holds them', () => {
    mkdirSync(join(root, '.contentlayer', 'site'), { recursive: true });
    mkdirSync(join(root, 'content', 'docs', 'kept'), { recursive: true });
    writeFileSync(join(root, 'content', 'docs', 'kept', 'here.mdx'), '');
    writeFileSync(join(root, 'content', 'docs', 'kept', '_category_.json'), '{}');
    const entry = (docId: string, sourceFilePath: string) => ({ docId, _raw: { sourceFilePath } });
    const generated = {
      docs: [entry('kept/here', 'docs/kept/here.mdx'), entry('burst/gone', 'docs/burst/gone.mdx')],
      categories: [entry('kept', 'docs/kept/_category_.json'), entry('burst', 'docs/burst/_category_.json')],
    };
    writeFileSync(join(root, CONTENT_GENERATED), JSON.stringify(generated));
    expect(publishContentSnapshot(root, [], new Map())).toBe('written');
    const snapshot = JSON.parse(read(CONTENT_SNAPSHOT)) as { docs: { docId: string }[]; categories: { docId: string }[] };
    expect(snapshot.docs.map((d) => d.docId)).toEqual(['kept/here']);
    expect(snapshot.categories.map((c) => c.docId)).toEqual(['kept']);
  });

  it('lists the docs by file, so the same docs generated in another order give the same snapshot', async () => {
    vi.stubEnv(STAGE_ONLY_ENV, '1');
    mkdirSync(join(root, '.contentlayer', 'site'), { recursive: true });
    for (const type of ['Doc', 'Category']) mkdirSync(join(root, '.contentlayer', 'generated', type), { recursive: true });
    mkdirSync(join(root, 'content', 'docs', 'settings'), { recursive: true });
    const files = ['docs/introduction.mdx', 'docs/settings/users.mdx', 'docs/settings/logs.mdx'];
    for (const file of files) writeFileSync(join(root, 'content', file), '');
    const generate = async (order: string[]) => {
      const docs = order.map((file) => ({ docId: file.replace(/^docs\/|\.mdx$/g, ''), _raw: { sourceFilePath: file } }));
      writeFileSync(join(root, '.contentlayer', 'generated', 'Doc', '_index.json'), JSON.stringify(docs));
      writeFileSync(join(root, '.contentlayer', 'generated', 'Category', '_index.json'), '[]');
      await onContentGenerated(root);
      publishContentSnapshot(root, [], new Map());
      return { ids: (JSON.parse(read(CONTENT_SNAPSHOT)) as { docs: { docId: string }[] }).docs.map((d) => d.docId), version: version() };
    };
    const first = await generate(files);
    const second = await generate([files[2], files[0], files[1]]);
    expect(first.ids).toEqual(['introduction', 'settings/logs', 'settings/users']);
    expect(second).toEqual(first);
  });

  it('starts a fresh clone with an empty snapshot, and never replaces one that exists', () => {
    ensureSnapshot(root);
    expect(JSON.parse(read(CONTENT_SNAPSHOT))).toEqual({ docs: [], categories: [], problems: [], screenHomes: [] });
    writeFileSync(join(root, CONTENT_GENERATED), '{"docs":[{"docId":"a"}],"categories":[]}');
    publishContentSnapshot(root, [], new Map());
    const published = read(CONTENT_SNAPSHOT);
    ensureSnapshot(root);
    expect(read(CONTENT_SNAPSHOT)).toBe(published);
  });

  // Read from the generation contentlayer2 made of the project's own docs (npm run typecheck and the
  // build make it before the tests): its folder layout is not its API, and an upgrade may move it.
  it("reads contentlayer's own generation of the project: every doc and folder file, in file order", () => {
    const project = process.cwd();
    const files = (pattern: RegExp) =>
      readdirSync(join(project, 'content', 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((file) => pattern.test(file))
        .map((file) => `docs/${file}`)
        .sort(byFilePath);
    expect(readGenerated(project, 'Doc').map(sourceFileOf)).toEqual(files(/\.mdx$/));
    expect(readGenerated(project, 'Category').map(sourceFileOf)).toEqual(files(/(^|\/)_category_\.json$/));
  });
});
