/**
 * The site reads its docs from one snapshot file, never from contentlayer's generated folder.
 * contentlayer's watcher rewrites that folder file by file (one JSON per doc, index modules that
 * import them), so a bundler that looks while it writes finds an index naming a file not written
 * yet, or a file just removed: a burst of saves left every page answering 500.
 *
 * One pipeline, in this order: contentlayer finishes a generation (its `onSuccess` copies the result
 * into CONTENT_GENERATED); the content check judges the files on disk; then the snapshot (docs,
 * folders and the check's verdict together) replaces the old one in a single rename. The site never
 * sees a doc before the check has judged it. A build has no watcher: onSuccess publishes at once.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_GENERATED, CONTENT_SNAPSHOT } from '../src/config/dev-server';
import { readEnv } from '../src/config/env';
import type { RenderedBody } from '../src/components/mdx/render-body';
import type { ContentProblem } from '../src/lib/content-problems';
import type { ScreenHome } from '../src/catalogue/snapshot';
import { loadFacts } from '../src/lib/facts/source';
import { writeFileAtomic } from './write-atomic';

interface GeneratedEntry {
  _raw?: { sourceFilePath?: string };
  body?: { raw: string; html?: string };
}

export const sourceFileOf = (entry: GeneratedEntry) => entry._raw?.sourceFilePath ?? '';

/** The order of the snapshot's docs and folders: their files' paths, compared as strings. */
export const byFilePath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One type's entries of the last generation, in the order of their files. contentlayer lists them in
 * the order it finished them, which varies from run to run: unsorted, the same docs gave another
 * snapshot, and another search index, whose name is the build's that readers' offline copies follow.
 * The folder's layout is contentlayer2's own, not its API (README, "Libraries relied on beyond their
 * public API").
 */
export function readGenerated(root: string, type: string): GeneratedEntry[] {
  // Read from disk: the data handed to onSuccess can be a stale cached import.
  const entries = JSON.parse(readFileSync(join(root, '.contentlayer', 'generated', type, '_index.json'), 'utf8')) as GeneratedEntry[];
  return entries.sort((a, b) => byFilePath(sourceFileOf(a), sourceFileOf(b)));
}

/**
 * contentlayer's onSuccess: keeps the generation aside for the process that checks and renders the docs
 * (the build, the development site), or, run on its own (`contentlayer2 build`), publishes it with the
 * bodies rendered here.
 */
export async function onContentGenerated(root = process.cwd()): Promise<void> {
  const generated = JSON.stringify({ docs: readGenerated(root, 'Doc'), categories: readGenerated(root, 'Category') });
  writeFileAtomic(join(root, CONTENT_GENERATED), generated);
  if (readEnv().CONTENT_SNAPSHOT_STAGE_ONLY) return;
  const { inspectContent } = await import('./check-content');
  const { renderBodies } = await import('./lib/render-bodies');
  const { manuals } = inspectContent(root);
  publishContentSnapshot(root, [], renderBodies(manuals), localeFolders(manuals));
}

/** A translated locale's folders (content/i18n/es/docs/): the English ones, under their translated labels. */
export interface LocaleFolder {
  dir: string;
  label: string;
  position: number;
  collapsed?: boolean;
  version: string;
}

/** The folders of the checked manuals that are a locale's (contentlayer reads the English folders only). */
export function localeFolders(manuals: readonly { version: { name: string; locale?: string }; categories: readonly Omit<LocaleFolder, 'version'>[] }[]): LocaleFolder[] {
  // In the order of their files, as contentlayer's are (the search index of the snapshot is built from them, in order).
  const file = (c: { dir: string }) => `${c.dir}/_category_.json`;
  return manuals
    .filter((m) => m.version.locale)
    .flatMap((m) => [...m.categories].sort((a, b) => byFilePath(file(a), file(b))).map((c) => ({ ...c, version: m.version.name })));
}

const SOURCE_FILE = /"sourceFilePath":"((?:[^"\\]|\\.)*)"/g;

/**
 * contentlayer's watcher can miss a removal in a burst of changes (a folder deleted at once, on a busy
 * machine): its generation then still holds the removed docs, and their pages kept answering. Entries
 * whose file is no longer under content/ are left out; the content pipeline publishes after every burst.
 * The generation is read as text and only parsed when a file is missing (it is megabytes at 1,000 docs).
 */
function withoutRemovedFiles(root: string, generated: string): string {
  const onDisk = (path: string) => existsSync(join(root, 'content', path));
  const paths = [...generated.matchAll(SOURCE_FILE)].map((m) => JSON.parse(`"${m[1]}"`) as string);
  if (paths.every(onDisk)) return generated;
  const keep = (entry: GeneratedEntry) => !entry._raw?.sourceFilePath || onDisk(entry._raw.sourceFilePath);
  const { docs, categories } = JSON.parse(generated) as { docs: GeneratedEntry[]; categories: GeneratedEntry[] };
  return JSON.stringify({ docs: docs.filter(keep), categories: categories.filter(keep) });
}

/**
 * Writes the snapshot from the last generation, the bodies rendered from the check's parse (by source
 * file, `content/docs/x.mdx`) and the check's verdict. A doc the check could not read has an empty body.
 */
export function publishContentSnapshot(
  root: string,
  problems: ContentProblem[],
  bodies: ReadonlyMap<string, RenderedBody>,
  folders: readonly LocaleFolder[] = [],
): 'nothing generated yet' | 'unchanged' | 'written' {
  let generated: { docs: GeneratedEntry[]; categories: GeneratedEntry[] };
  try {
    generated = JSON.parse(withoutRemovedFiles(root, readFileSync(join(root, CONTENT_GENERATED), 'utf8')));
  } catch {
    return 'nothing generated yet';
  }
  const docs = generated.docs.map((entry) => {
    const { html, toc, printHtml } = bodies.get(`content/${sourceFileOf(entry)}`) ?? NOT_RENDERED;
    // contentlayer's own HTML field is empty (it does not render bodies): the rendered one takes its place.
    return { ...entry, body: { raw: entry.body?.raw ?? '' }, html, toc, printHtml };
  });
  const snapshot = JSON.stringify({ docs, categories: [...generated.categories, ...folders], problems, screenHomes: screenHomesOf(root) });
  return writeSnapshot(root, snapshot) ? 'written' : 'unchanged';
}

/** The screens of the docs being written and their homes, from the facts the check has just read (none while they cannot be read). */
function screenHomesOf(root: string): ScreenHome[] {
  return (loadFacts(root).facts?.screens ?? []).map(({ id, name, doc }) => ({ id, name, doc }));
}

const NOT_RENDERED: RenderedBody = { html: '', toc: [], printHtml: '' };

/** The snapshot, replaced by a rename when it changed: the site reads it again once it is a new file (src/catalogue/snapshot.ts). */
function writeSnapshot(root: string, snapshot: string): boolean {
  return writeFileAtomic(join(root, CONTENT_SNAPSHOT), snapshot);
}

/**
 * A snapshot without docs, when none exists yet (a fresh clone): the development server can then
 * compile the doc route while contentlayer generates the docs, instead of after. Nobody sees it: the
 * gate holds the writer's requests until the first real snapshot is published.
 */
export function ensureSnapshot(root: string): void {
  if (existsSync(join(root, CONTENT_SNAPSHOT))) return;
  writeSnapshot(root, JSON.stringify({ docs: [], categories: [], problems: [], screenHomes: [] }));
}

/** Forgets the last session's generation, so the first snapshot of a development session is its own. */
export function forgetGenerated(root: string): void {
  rmSync(join(root, CONTENT_GENERATED), { force: true });
}
