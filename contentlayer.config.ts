import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { publishContentSnapshot } from './scripts/content-snapshot';
import { categorySchema, docFrontmatterSchema } from './schemas';
import { contentlayerFields } from './schemas/contentlayer-fields';
import { docHref, docIdFromPath } from './src/lib/doc-id';
import { rehypeImageSize } from './src/lib/mdx/rehype-image-size';
import { rehypeSiteLinks } from './src/lib/mdx/rehype-site-links';
import { remarkAdmonitions } from './src/lib/mdx/remark-admonitions';
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
  // The site reads one snapshot written after each complete generation (see scripts/content-snapshot.ts).
  onSuccess: async () => {
    publishContentSnapshot();
  },
  mdx: {
    remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions],
    rehypePlugins: [
      rehypeSlug,
      [
        rehypeAutolinkHeadings,
        {
          behavior: 'append',
          properties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1 },
          content: { type: 'text', value: '#' },
        },
      ],
      rehypeSiteLinks,
      rehypeImageSize,
    ],
  },
});
