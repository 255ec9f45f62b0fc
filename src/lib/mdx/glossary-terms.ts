/**
 * The glossary's terms, read from its page (content/docs/resources/glossary.mdx: one `###` heading per
 * term), for the links to their entries. Read again when the page changes; none in the browser.
 */
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { GLOSSARY_DOC_ID, glossaryTerm, type GlossaryTerm } from '../glossary';
import { splitFrontmatter } from '../frontmatter';
import { parseDocBody } from './preset';

type Fs = typeof import('node:fs');

let cached: { stamp: number; terms: GlossaryTerm[] } | undefined;

export function glossaryTerms(root?: string): GlossaryTerm[] {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown; cwd(): string } }).process;
  const fs = proc?.getBuiltinModule?.('node:fs') as Fs | undefined;
  if (!fs || !proc) return [];
  const file = `${root ?? proc.cwd()}/content/docs/${GLOSSARY_DOC_ID}.mdx`;
  if (!fs.existsSync(file)) return [];
  const stamp = fs.statSync(file).mtimeMs;
  if (cached?.stamp === stamp) return cached.terms;
  const body = splitFrontmatter(fs.readFileSync(file, 'utf8'))?.body ?? '';
  const slugger = new GithubSlugger();
  const terms: GlossaryTerm[] = [];
  for (const node of parseDocBody(body).children) {
    if (node.type !== 'heading') continue;
    const text = toString(node).trim();
    const id = slugger.slug(text);
    if (node.depth === 3) terms.push(glossaryTerm(text, id));
  }
  cached = { stamp, terms };
  return terms;
}
