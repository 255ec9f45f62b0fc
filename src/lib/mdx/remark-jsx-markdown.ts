import type { Image, Link, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { visit } from '../tree-visit';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return found && typeof found.value === 'string' ? found.value : undefined;
}

function phrasing(children: RootContent[]): PhrasingContent[] {
  return children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child as PhrasingContent]));
}

function asMarkdown(element: JsxElement): Link | Image {
  const title = attribute(element, 'title') ?? null;
  if (element.name === 'img') {
    return { type: 'image', url: attribute(element, 'src') ?? '', alt: attribute(element, 'alt') ?? '', title, position: element.position };
  }
  return { type: 'link', url: attribute(element, 'href') ?? '', title, children: phrasing(element.children as RootContent[]), position: element.position };
}

/**
 * `<a href>` and `<img src>` written as JSX become the Markdown link and image they stand for, so the
 * content check, the base path and the image sizing treat them exactly like `[text](url)` and
 * `![alt](url)`. Runs after the trust rules, which refuse any other attribute.
 */
export function jsxToMarkdown(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined) return;
    const element = node as JsxElement;
    if (element.name !== 'a' && element.name !== 'img') return;
    const markdown = asMarkdown(element);
    const replacement: RootContent =
      node.type === 'mdxJsxFlowElement' ? ({ type: 'paragraph', children: [markdown], position: element.position } as Paragraph) : markdown;
    (parent.children as RootContent[]).splice(index, 1, replacement);
    return index + 1;
  });
}

export const remarkJsxMarkdown: Plugin<[], Root> = () => jsxToMarkdown;
