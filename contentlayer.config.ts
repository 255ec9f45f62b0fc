import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { onContentGenerated } from './scripts/content-snapshot';
import { categorySchema, docFrontmatterSchema } from './schemas';
import { contentlayerFields } from './schemas/contentlayer-fields';
import { docHref, docIdFromPath } from './src/lib/doc-id';

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'markdown',
  fields: contentlayerFields(docFrontmatterSchema),
  computedFields: {
    docId: { type: 'string', resolve: (doc) => docIdFromPath(doc._raw.flattenedPath) },
    href: { type: 'string', resolve: (doc) => docHref(docIdFromPath(doc._raw.flattenedPath)) },
    isIndex: { type: 'boolean', resolve: (doc) => /^index\.mdx?$/.test(doc._raw.sourceFileName) },
    sourcePath: { type: 'string', resolve: (doc) => `content/${doc._raw.sourceFilePath}` },
  },
}));

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: 'docs/**/_category_.json',
  contentType: 'data',
  fields: contentlayerFields(categorySchema),
  computedFields: {
    dir: { type: 'string', resolve: (c) => c._raw.sourceFileDir.replace(/^docs\/?/, '') },
  },
}));

export default makeSource({
  contentDirPath: 'content',
  contentDirInclude: ['docs'],
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
