import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Node, Parent } from 'unist';
import type { Link, Root, RootContent } from 'mdast';
import { visit as libraryVisit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { EXIT, SKIP, visit } from './tree-visit';

const doc = () => parseMarkdown(readFileSync(join(process.cwd(), 'content', 'docs', 'introduction.mdx'), 'utf8'));

type Recorder = (node: Node, index: number | undefined, parent: Parent | undefined) => void;

/** What a walk saw: each node's type, its index, and its parent's place in the walk. */
function trace(walk: (tree: Root, record: Recorder) => void) {
  const tree = doc();
  const seen: Node[] = [];
  walk(tree, (node) => seen.push(node));
  const calls: unknown[] = [];
  walk(tree, (node, index, parent) => {
    calls.push([node.type, index, parent ? seen.indexOf(parent) : null]);
  });
  return calls;
}

describe('visit', () => {
  it('meets every node in the order, with the index and parent, that unist-util-visit does', () => {
    const ours = trace((tree, record) => visit(tree, (node, index, parent) => record(node, index, parent)));
    const library = trace((tree, record) => libraryVisit(tree, (node, index, parent) => record(node, index, parent)));
    expect(ours.length).toBeGreaterThan(50);
    expect(ours).toEqual(library);
  });

  it('meets the nodes of one type only when given it', () => {
    const types: string[] = [];
    visit(doc(), 'heading', (node) => {
      types.push(node.type);
    });
    let library = 0;
    libraryVisit(doc(), 'heading', () => {
      library++;
    });
    expect(types.length).toBe(library);
    expect(new Set(types)).toEqual(new Set(['heading']));
  });

  it('leaves a node’s children on SKIP and stops on EXIT', () => {
    const tree = parseMarkdown('# A **b**\n\nc *d*\n\ne');
    const skipped: string[] = [];
    visit(tree, (node) => {
      skipped.push(node.type);
      return node.type === 'heading' ? SKIP : undefined;
    });
    expect(skipped).toEqual(['root', 'heading', 'paragraph', 'text', 'emphasis', 'text', 'paragraph', 'text']);
    const stopped: string[] = [];
    visit(tree, (node) => {
      stopped.push(node.type);
      return node.type === 'emphasis' ? EXIT : undefined;
    });
    expect(stopped).toEqual(['root', 'heading', 'text', 'strong', 'text', 'paragraph', 'text', 'emphasis']);
  });

  it('goes on from the index a visitor returns, as a link replaced by its text does', () => {
    const unlink = (walk: typeof visit) => {
      const tree = parseMarkdown('See [the **list**](/docs/x) and [more](/docs/y).');
      walk(tree, 'link', (node: Link, index, parent) => {
        if (!parent || index === undefined) return undefined;
        (parent.children as RootContent[]).splice(index, 1, ...node.children);
        return index;
      });
      return tree;
    };
    const ours = unlink(visit);
    expect(JSON.stringify(ours)).not.toContain('"link"');
    expect(ours).toEqual(unlink(libraryVisit as typeof visit));
  });
});
