/**
 * The one MDX pipeline of the site: how a doc body is parsed, the trust rules it must pass, and the
 * remark/rehype plugins that turn it into a page. contentlayer.config.ts (the site), the content check
 * and the CMS preview all build on it, so a doc reads the same everywhere; search can parse with it too.
 * Browser-safe (the CMS bundles it); the build-only additions are in site-plugins.ts.
 */
import type { Root } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import type { Options as RemarkRehypeOptions } from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { rehypeRowHeaders } from './rehype-row-headers';
import { rehypeSiteLinks } from './rehype-site-links';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkFacts } from './remark-facts';
import { remarkGlossaryLinks } from './remark-glossary-links';
import { remarkJsxMarkdown } from './remark-jsx-markdown';
import { findTrustProblems, remarkTrustRules } from './trust-rules';

export { REGISTERED_COMPONENTS, type RegisteredComponent } from '../../config/doc-rules';
export { findTrustProblems, remarkTrustRules, type TrustProblem } from './trust-rules';

/** Syntax a doc may use besides CommonMark and MDX: GFM tables, and directives for admonitions. */
const syntaxPlugins: PluggableList = [remarkGfm, remarkDirective];

/** A reusable passage is read as a doc body is, and may contain no more than a doc may. */
function parseSnippet(body: string, path: string): Root {
  const tree = parser.parse(body) as Root;
  const problem = findTrustProblems(tree)[0];
  if (problem) throw new Error(`${path}: ${problem.message}`);
  return tree;
}

/**
 * After parsing: refuse what a doc may not contain, write the product facts its directives name, turn
 * JSX links/images and admonitions into Markdown, then link the first use of each glossary term.
 */
const remarkTransforms: PluggableList = [remarkTrustRules, [remarkFacts, { parseSnippet }], remarkJsxMarkdown, remarkAdmonitions, remarkGlossaryLinks];

/** The remark plugins for an MDX compiler (which brings its own MDX parsing). */
export const remarkPlugins: PluggableList = [...syntaxPlugins, ...remarkTransforms];

/** What the body itself becomes: heading ids, links and images under the base path, and row headers. */
export const rehypePlugins: PluggableList = [rehypeSlug, rehypeSiteLinks, rehypeRowHeaders];

/** Markdown to HTML tree: registered components (MDX JSX) pass through, for the React renderer to resolve. */
export const remarkRehypeOptions: RemarkRehypeOptions = { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] };

const parser = unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins);
const transformer = unified().use(remarkTransforms);

/** Parses a doc body the way the site compiles it (MDX, GFM tables, directives); throws on invalid MDX. */
export function parseDocBody(markdown: string): Root {
  return parser.parse(markdown) as Root;
}

/**
 * Runs the preset's remark transforms over a parsed body; throws a VFileMessage (with its place) on
 * the first body the site would refuse (a trust rule, an unknown admonition).
 */
export function transformDocBody(tree: Root, file: VFile = new VFile()): Root {
  return transformer.runSync(tree, file) as Root;
}
