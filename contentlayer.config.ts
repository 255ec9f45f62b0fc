import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { onContentGenerated } from './scripts/content-snapshot';
import { categorySchema, docFrontmatterSchema } from './schemas';
import { contentlayerFields } from './schemas/contentlayer-fields';
import { localeNamed, translatedLocales } from './src/config/locales';
import { versionNamed } from './src/config/versions';
import { categoryPlace, docPlace } from './src/lib/doc-entries';
import { localeOfSource, versionOfSource } from './src/lib/doc-id';

// The translated docs of the locales turned on (content/locales.json): content/i18n/es/docs/.
const translations = translatedLocales.map((l) => `,i18n/${l.code}/docs`).join('');

/** Where a doc is served: its locale's, then its version's path (/es/docs, /docs/next). */
function docPathOf(sourceFilePath: string): string | undefined {
  const locale = localeNamed(localeOfSource(sourceFilePath));
  return locale?.contentDir ? `${locale.path}/docs` : versionNamed(versionOfSource(sourceFilePath))?.path;
}

/** A doc's fields worked out from its file, as the snapshot's entries are (src/lib/doc-entries.ts). */
const placeOf = ({ sourceFilePath }: { sourceFilePath: string }) => docPlace(sourceFilePath, docPathOf(sourceFilePath));

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  // The docs being written, and each cut version's (content/versions/2.12/docs/).
  filePathPattern: `{docs,versions/*/docs${translations}}/**/*.mdx`,
  contentType: 'markdown',
  fields: contentlayerFields(docFrontmatterSchema),
  computedFields: {
    docId: { type: 'string', resolve: (doc) => placeOf(doc._raw).docId },
    version: { type: 'string', resolve: (doc) => placeOf(doc._raw).version },
    href: { type: 'string', resolve: (doc) => placeOf(doc._raw).href },
    isIndex: { type: 'boolean', resolve: (doc) => placeOf(doc._raw).isIndex },
    sourcePath: { type: 'string', resolve: (doc) => placeOf(doc._raw).sourcePath },
  },
}));

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: '{docs,versions/*/docs}/**/_category_.json',
  contentType: 'data',
  fields: contentlayerFields(categorySchema),
  computedFields: {
    dir: { type: 'string', resolve: (c) => categoryPlace(c._raw.sourceFilePath).dir },
    version: { type: 'string', resolve: (c) => categoryPlace(c._raw.sourceFilePath).version },
  },
}));

export default makeSource({
  contentDirPath: 'content',
  contentDirInclude: ['docs', 'versions', ...translatedLocales.map((l) => `i18n/${l.code}/docs`)],
  // A cut version's facts and snippets are read by the content check, as content/facts/ and content/snippets/ are.
  // A translated folder's label (content/i18n/es/docs/x/_category_.json) is read by the content check too.
  contentDirExclude: ['node_modules', '.git', '.cache', '.next', '.contentlayer', 'versions/*/facts/**', 'versions/*/snippets/**', 'i18n/*/docs/**/_category_.json'],
  documentTypes: [Doc, Category],
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
  // The site reads one snapshot, published after each complete generation (see scripts/content-snapshot.ts).
  onSuccess: async () => {
    onContentGenerated();
  },
  // contentlayer reads the frontmatter only. The body is parsed once, by the content check, and rendered
  // from that parse when the snapshot is published (src/components/mdx/render-body.ts).
  markdown: (builder) => {
    builder.parser = () => ({ type: 'root', children: [] });
    builder.compiler = () => '';
  },
});
