/**
 * The first use of each glossary term on a page links to its entry, wherever the words come from: the
 * writer's prose, a fact's text, a passage. A use already linked to the entry counts; bold, code,
 * headings, table headers and admonition titles are names or labels, not uses. A page that defines the
 * term under a heading of its own (the glossary) is not linked to itself.
 */
import type { Link, Nodes, Parent, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { GLOSSARY_DOC_ID, anyTermPattern, findTerm, type GlossaryTerm } from '../glossary';
import { docHref } from '../doc-id';
import { glossaryTerms } from './glossary-terms';

const glossaryLink = (id: string) => `${docHref(GLOSSARY_DOC_ID).replace(/\/$/, '')}#${id}`;

function isLabel(node: Nodes): boolean {
  if (node.type === 'heading' || node.type === 'strong' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'image') return true;
  const className = (node.data as { hProperties?: { className?: unknown } } | undefined)?.hProperties?.className;
  return Array.isArray(className) && className.includes('admonition-title');
}

/** Links the first bare use of each term in `tree`, in reading order. */
export function linkGlossaryTerms(tree: Root, terms: GlossaryTerm[]): void {
  const ownHeadings = new Set<string>();
  const collectHeadings = (node: Nodes) => {
    if (node.type === 'heading') ownHeadings.add(toString(node).trim());
    if ('children' in node) for (const child of node.children) collectHeadings(child as Nodes);
  };
  collectHeadings(tree);
  const pending = new Set(terms.filter((t) => !ownHeadings.has(t.heading)));
  if (pending.size === 0) return;
  const anyTerm = anyTermPattern(terms);

  const walk = (node: Nodes, inLink: string | null, isHeaderRow: boolean) => {
    if (pending.size === 0 || isLabel(node) || (node.type === 'tableRow' && isHeaderRow) || !('children' in node)) return;
    const link = node.type === 'link' ? node.url : inLink;
    const parent = node as Parent;
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i] as Nodes;
      if (child.type !== 'text') {
        walk(child, link, node.type === 'table' && i === 0);
        continue;
      }
      if (link !== null) {
        // Already linked to its entry: that use counts. Linked elsewhere: not a use of the term.
        for (const term of [...pending]) if (link === glossaryLink(term.id) && findTerm(term, child.value)) pending.delete(term);
        continue;
      }
      if (!anyTerm.test(child.value)) continue;
      // The earliest term in this text that still waits for its first use.
      let first: { term: GlossaryTerm; index: number; text: string } | undefined;
      for (const term of pending) {
        const found = findTerm(term, child.value);
        if (found && (!first || found.index < first.index)) first = { term, ...found };
      }
      if (!first) continue;
      pending.delete(first.term);
      const before: Text = { type: 'text', value: child.value.slice(0, first.index) };
      const linked: Link = { type: 'link', url: glossaryLink(first.term.id), children: [{ type: 'text', value: first.text }] };
      const after: Text = { type: 'text', value: child.value.slice(first.index + first.text.length) };
      parent.children.splice(i, 1, ...((before.value ? [before] : []) as never[]), linked as never, after as never);
      // On with the text after the link (it may hold another term's first use).
      i += before.value ? 1 : 0;
    }
  };
  walk(tree, null, false);
}

/** The MDX pipeline's plugin (the terms come from the glossary page; none in the browser). */
export const remarkGlossaryLinks: Plugin<[], Root> = () => (tree: Root) => {
  linkGlossaryTerms(tree, glossaryTerms());
};
