/**
 * The entries the site reads for each doc and folder, typed as contentlayer's `Doc` and `Category`:
 * the frontmatter as the schema passed it, the file's place, and the fields worked out from its path.
 * The snapshot is published from the content check's own read of the files with these; contentlayer,
 * which validates the same frontmatter and generates the types, computes its fields with them too
 * (contentlayer.config.ts), so the two agree by construction (and a test compares them).
 */
import type { CategoryMeta, DocFrontmatter } from '../../schemas';
import { docHref, docIdFromPath, manualOfSource, versionOfSource } from './doc-id';

/** contentlayer's `_raw`: where the entry's file is, under content/. */
function rawOf(sourceFilePath: string, contentType: 'mdx' | 'data') {
  const cut = sourceFilePath.lastIndexOf('/');
  const sourceFileDir = cut === -1 ? '.' : sourceFilePath.slice(0, cut);
  const sourceFileName = sourceFilePath.slice(cut + 1);
  const withoutExtension = sourceFilePath.replace(/\.[^./]+$/, '');
  // An index doc is its folder's page: contentlayer's flattened path drops the `/index`.
  const flattenedPath = contentType === 'mdx' ? withoutExtension.replace(/(^|\/)index$/, '') : withoutExtension;
  return { sourceFilePath, sourceFileName, sourceFileDir, contentType, flattenedPath };
}

/** A doc's fields worked out from its file (under content/) and the path its manual is served at (`/docs`, `/es/docs`). */
export function docPlace(sourceFilePath: string, servedAt: string | undefined) {
  const docId = docIdFromPath(rawOf(sourceFilePath, 'mdx').flattenedPath);
  return {
    docId,
    // A translation's is its locale's (`es`): the docs of a version are never mixed with its translations.
    version: manualOfSource(sourceFilePath),
    href: docHref(docId, servedAt),
    isIndex: /(^|\/)index\.mdx?$/.test(sourceFilePath),
    sourcePath: `content/${sourceFilePath}`,
  };
}

/** A folder's fields worked out from its `_category_.json` (under content/). */
export function categoryPlace(sourceFilePath: string) {
  return {
    dir: rawOf(sourceFilePath, 'data').sourceFileDir.replace(/^(?:versions\/[^/]+\/)?docs\/?/, ''),
    version: versionOfSource(sourceFilePath),
  };
}

/** A doc as the site reads it (before its rendered body): `body` is the file after its frontmatter. */
export function docEntry(sourceFilePath: string, frontmatter: DocFrontmatter, body: string, servedAt: string) {
  return { ...frontmatter, body: { raw: body }, _id: sourceFilePath, _raw: rawOf(sourceFilePath, 'mdx'), type: 'Doc' as const, ...docPlace(sourceFilePath, servedAt) };
}

/** A folder as the site reads it. */
export function categoryEntry(sourceFilePath: string, meta: CategoryMeta) {
  return { ...meta, _id: sourceFilePath, _raw: rawOf(sourceFilePath, 'data'), type: 'Category' as const, ...categoryPlace(sourceFilePath) };
}
