/**
 * The site reads its docs from one snapshot file: the docs and folders as the content check read them
 * (src/lib/doc-entries.ts), each body rendered from the check's parse, and the check's verdict. It
 * replaces the old one in a single rename, so the site never sees a half-written set of docs, nor a
 * doc the check has not judged. The build publishes it once; the development site after every burst
 * of changes (scripts/content-watch.ts). contentlayer validates the same frontmatter and generates
 * the docs' types in the build; the snapshot does not wait for it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SNAPSHOT } from '../src/config/dev-server';
import { readEnv } from '../src/config/env';
import type { RenderedBody } from '../src/components/mdx/render-body';
import type { ContentProblem } from '../src/lib/content-problems';
import type { ScreenHome } from '../src/catalogue/snapshot';
import { categoryEntry, docEntry } from '../src/lib/doc-entries';
import { loadFacts } from '../src/lib/facts/source';
import type { CheckedManual } from './check-content';
import { forgetVerdict } from './lib/checked-verdict';
import { writeFileAtomic } from './write-atomic';

/** The order of the snapshot's docs and folders: their files' paths, compared as strings. */
export const byFilePath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * contentlayer's onSuccess. The build and the development site publish the snapshot themselves, from
 * their own check; run on its own (`contentlayer2 build`, as `npm run typecheck` does), it publishes one.
 */
export async function onContentGenerated(root = process.cwd()): Promise<void> {
  if (readEnv().CONTENT_SNAPSHOT_STAGE_ONLY) return;
  const { inspectContent } = await import('./check-content');
  const { renderBodies } = await import('./lib/render-bodies');
  const { manuals } = inspectContent(root);
  publishContentSnapshot(root, [], manuals, renderBodies(manuals));
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

/** The file of an entry under content/ (`docs/x.mdx`, `versions/2.12/docs/y/_category_.json`). */
const underContent = (path: string) => path.replace(/^content\//, '');

/**
 * The docs and folders of the checked manuals, in the order of their files: each doc whose frontmatter
 * passed the schema (one that did not shows its problems), and each folder of each version (the check
 * leaves out a folder that holds none). A locale's folders are its English ones under their translated
 * labels: localeFolders.
 */
export function snapshotEntries(manuals: readonly CheckedManual[]) {
  const docs = manuals.flatMap(({ version, docs: checked }) =>
    checked.flatMap((doc) => (doc.frontmatter ? [docEntry(underContent(doc.path), doc.frontmatter, doc.body, version.path)] : [])),
  );
  const categories = manuals
    .filter((m) => !m.version.locale)
    .flatMap(({ version, categories: folders }) =>
      folders.map(({ dir, ...meta }) => categoryEntry(underContent(`${version.contentDir}/docs/${dir ? `${dir}/` : ''}_category_.json`), meta)),
    );
  const byFile = (a: { _id: string }, b: { _id: string }) => byFilePath(a._id, b._id);
  return { docs: docs.sort(byFile), categories: categories.sort(byFile) };
}

/**
 * Writes the snapshot of the checked manuals with the bodies rendered from the check's parse (by source
 * file, `content/docs/x.mdx`) and the check's verdict. A doc the check could not read has an empty body.
 */
export function publishContentSnapshot(
  root: string,
  problems: ContentProblem[],
  manuals: readonly CheckedManual[],
  bodies: ReadonlyMap<string, RenderedBody>,
): 'unchanged' | 'written' {
  // The development site's kept verdict names the snapshot there before this one.
  forgetVerdict(root);
  const entries = snapshotEntries(manuals);
  const docs = entries.docs.map((entry) => ({ ...entry, ...(bodies.get(entry.sourcePath) ?? NOT_RENDERED) }));
  const snapshot = JSON.stringify({ docs, categories: [...entries.categories, ...localeFolders(manuals)], problems, screenHomes: screenHomesOf(root) });
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
