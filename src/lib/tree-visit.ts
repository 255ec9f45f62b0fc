/**
 * unist-util-visit's `visit`, with its types and its contract, for the site's own walks over a doc's trees:
 * the library renames a function for every node it enters (for its debug traces), which with the garbage
 * it leaves was a quarter of the content check's time at 1,236 docs. A visitor returns nothing to go on,
 * SKIP to leave the node's children, EXIT to stop, or the index to go on from after changing its parent.
 * The test is a node type, or none for every node.
 */
import type { Node, Parent } from 'unist';
import type { BuildVisitor, VisitorResult } from 'unist-util-visit';

const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

type AnyVisitor = (node: Node, index: number | undefined, parent: Parent | undefined) => VisitorResult;

export function visit<Tree extends Node>(tree: Tree, visitor: BuildVisitor<Tree>): void;
export function visit<Tree extends Node, Type extends string>(tree: Tree, type: Type, visitor: BuildVisitor<Tree, Type>): void;
export function visit(tree: Node, typeOrVisitor: string | AnyVisitor, maybeVisitor?: AnyVisitor): void {
  const [type, visitor] = typeof typeOrVisitor === 'string' ? [typeOrVisitor, maybeVisitor as AnyVisitor] : [undefined, typeOrVisitor];
  walk(tree, undefined, undefined, type, visitor);
}

/** The action (CONTINUE, SKIP, EXIT) and the index to go on from that a visitor returned. */
function actionOf(result: VisitorResult): [unknown, number | undefined] {
  if (Array.isArray(result)) return [result[0], result[1] ?? undefined];
  if (typeof result === 'number') return [CONTINUE, result];
  return [result, undefined];
}

/** Visits `node` then its children; returns false once a visitor said EXIT, else the index to go on from. */
function walk(node: Node, index: number | undefined, parent: Parent | undefined, type: string | undefined, visitor: AnyVisitor): number | undefined | false {
  const [action, next] = type === undefined || node.type === type ? actionOf(visitor(node, index, parent)) : [CONTINUE, undefined];
  if (action === EXIT) return false;
  const children = (node as Partial<Parent>).children;
  if (children && action !== SKIP) {
    let offset = 0;
    while (offset < children.length) {
      const after = walk(children[offset], offset, node as Parent, type, visitor);
      if (after === false) return false;
      offset = after ?? offset + 1;
    }
  }
  return next;
}
