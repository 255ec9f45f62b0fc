import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT } from '../src/config/dev-server';
import { docsVersions } from '../src/config/versions';
import type { CheckedDoc } from '../src/lib/content-check';
import { inspectContent, type CheckedManual } from './check-content';
import { byFilePath, ensureSnapshot, publishContentSnapshot, snapshotEntries } from './content-snapshot';

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
  rmSync(root, { recursive: true, force: true });
});
const notRendered = { html: '', toc: [], printHtml: '' };

/** A doc as the check read it: `docs/settings/users.mdx`, its frontmatter passed unless `frontmatter` is null. */
function checked(file: string, frontmatter: CheckedDoc['frontmatter'] | null = { title: 'Users', description: 'Who may do what.', sidebar_position: 1 }): CheckedDoc {
  const docId = file.replace(/^docs\/|\.mdx$/g, '').replace(/(^|\/)index$/, '');
  return { path: `content/${file}`, docId, isIndex: file.endsWith('index.mdx'), body: '\nText\n', ...(frontmatter ? { frontmatter } : {}) };
}
const manualOf = (docs: CheckedDoc[], categories: CheckedManual['categories'] = []): CheckedManual[] => [{ version: docsVersions([])[0], docs, categories }];

describe('the content snapshot of the development site', () => {
  it('is published with the check’s verdict, and replaced only when the snapshot changes', () => {
    const manuals = manualOf([checked('docs/a.mdx')]);
    expect(publishContentSnapshot(root, [], manuals, new Map())).toBe('written');
    const { docs, ...rest } = JSON.parse(read(CONTENT_SNAPSHOT)) as { docs: Record<string, unknown>[] };
    expect(rest).toEqual({ categories: [], problems: [], screenHomes: [] });
    expect(docs).toEqual([expect.objectContaining({ docId: 'a', title: 'Users', href: '/docs/a/', sourcePath: 'content/docs/a.mdx', body: { raw: '\nText\n' }, ...notRendered })]);
    const first = version();
    expect(publishContentSnapshot(root, [], manuals, new Map())).toBe('unchanged');
    expect(version()).toBe(first);
    expect(publishContentSnapshot(root, [{ file: 'content/docs/a.mdx', message: 'broken' }], manuals, new Map())).toBe('written');
    expect(version()).not.toBe(first);
  });

  it('gives each doc the body rendered from the check’s parse, by its file, and an empty one when the check could not read it', () => {
    const rendered = { html: '<p>Text</p>', toc: [{ value: 'Steps', id: 'steps', depth: 2 }], printHtml: '<p>Text</p>' };
    publishContentSnapshot(root, [], manualOf([checked('docs/a.mdx'), checked('docs/b.mdx')]), new Map([['content/docs/a.mdx', rendered]]));
    const { docs } = JSON.parse(read(CONTENT_SNAPSHOT)) as { docs: Record<string, unknown>[] };
    expect(docs[0]).toMatchObject({ docId: 'a', ...rendered });
    expect(docs[1]).toMatchObject({ docId: 'b', ...notRendered });
  });

  it('leaves out a doc whose frontmatter the schema refused (its page shows the problem), and lists the folders of each version', () => {
    const { docs, categories } = snapshotEntries(manualOf([checked('docs/settings/users.mdx'), checked('docs/settings/broken.mdx', null)], [{ dir: 'settings', label: 'Settings', position: 2 }]));
    expect(docs.map((d) => d.docId)).toEqual(['settings/users']);
    expect(categories).toEqual([expect.objectContaining({ dir: 'settings', label: 'Settings', position: 2, version: 'current', _id: 'docs/settings/_category_.json' })]);
  });

  it('names each screen of the facts with its home doc, for the page’s edit links, and none when the facts cannot be read', () => {
    publishContentSnapshot(root, [], [], new Map());
    expect((JSON.parse(read(CONTENT_SNAPSHOT)) as { screenHomes: unknown[] }).screenHomes).toEqual([]);
    const repo = join(import.meta.dirname, '..');
    for (const dir of ['facts', 'snippets']) cpSync(join(repo, 'content', dir), join(root, 'content', dir), { recursive: true });
    publishContentSnapshot(root, [], [], new Map());
    const { screenHomes } = JSON.parse(read(CONTENT_SNAPSHOT)) as { screenHomes: { id: string; name: string; doc: string }[] };
    expect(screenHomes).toContainEqual({ id: 'login', name: 'Login screen', doc: 'loginScreen' });
    expect(screenHomes.length).toBe(readdirSync(join(repo, 'content', 'facts', 'screens')).filter((f) => f.endsWith('.yaml')).length);
  });

  it('lists the docs by file, so the same docs read in another order give the same snapshot', () => {
    const files = ['docs/introduction.mdx', 'docs/settings/users.mdx', 'docs/settings/logs.mdx'];
    const publish = (order: string[]) => {
      publishContentSnapshot(root, [], manualOf(order.map((file) => checked(file))), new Map());
      return { ids: (JSON.parse(read(CONTENT_SNAPSHOT)) as { docs: { docId: string }[] }).docs.map((d) => d.docId), version: version() };
    };
    const first = publish(files);
    const second = publish([files[2], files[0], files[1]]);
    expect(first.ids).toEqual(['introduction', 'settings/logs', 'settings/users']);
    expect(second).toEqual(first);
  });

  it('starts a fresh clone with an empty snapshot, and never replaces one that exists', () => {
    ensureSnapshot(root);
    expect(JSON.parse(read(CONTENT_SNAPSHOT))).toEqual({ docs: [], categories: [], problems: [], screenHomes: [] });
    publishContentSnapshot(root, [], manualOf([checked('docs/a.mdx')]), new Map());
    const published = read(CONTENT_SNAPSHOT);
    ensureSnapshot(root);
    expect(read(CONTENT_SNAPSHOT)).toBe(published);
  });

  // contentlayer2 generates the project's own docs before the tests (the build and npm run typecheck run
  // it); the site reads the check's entries, typed as contentlayer's: the two must be the same. Its
  // folder layout is not its API, and an upgrade may move it.
  it("has the same entries as contentlayer's own generation of the project, field for field, in file order", { timeout: 60_000 }, () => {
    const project = process.cwd();
    const { docs, categories } = snapshotEntries(inspectContent(project).manuals);
    const generated = (type: string) => JSON.parse(readFileSync(join(project, '.contentlayer', 'generated', type, '_index.json'), 'utf8')) as { _id: string; body?: { raw: string } }[];
    const inFileOrder = <T extends { _id: string }>(entries: T[]) => [...entries].sort((a, b) => byFilePath(a._id, b._id));
    // contentlayer's own body has an empty HTML field besides the text: the site renders the body itself.
    expect(docs).toEqual(inFileOrder(generated('Doc')).map(({ body, ...doc }) => ({ ...doc, body: { raw: body?.raw } })));
    expect(categories).toEqual(inFileOrder(generated('Category')));
    expect(docs.length).toBe(readdirSync(join(project, 'content', 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx')).length);
  });
});
