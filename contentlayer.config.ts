import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { onContentGenerated } from './scripts/content-snapshot';
import { bodyHtml } from './src/components/mdx/body-html';
import { categorySchema, docFrontmatterSchema } from './schemas';
import { contentlayerFields } from './schemas/contentlayer-fields';
import { docHref, docIdFromPath } from './src/lib/doc-id';
import { remarkPlugins, siteRehypePlugins } from './src/lib/mdx/site-plugins';
import { extractToc } from './src/lib/toc';

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'mdx',
  fields: contentlayerFields(docFrontmatterSchema),
  computedFields: {
    docId: { type: 'string', resolve: (doc) => docIdFromPath(doc._raw.flattenedPath) },
    href: { type: 'string', resolve: (doc) => docHref(docIdFromPath(doc._raw.flattenedPath)) },
    isIndex: { type: 'boolean', resolve: (doc) => /^index\.mdx?$/.test(doc._raw.sourceFileName) },
    sourcePath: { type: 'string', resolve: (doc) => `content/${doc._raw.sourceFilePath}` },
    toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw) },
    html: { type: 'string', resolve: (doc) => bodyHtml(doc.body.code) },
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
  // The site's one MDX pipeline: the trust rules stop a doc that would run code before it compiles.
  mdx: { remarkPlugins, rehypePlugins: siteRehypePlugins },
});
