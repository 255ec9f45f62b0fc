/**
 * A doc is content, not code: the trust rules say what its MDX may contain. Markdown, GFM tables,
 * admonitions, the registered components (src/config/doc-rules.ts) and `<a>`/`<img>` written as JSX;
 * nothing that runs code or puts raw HTML into the page. Used by the content check (every problem,
 * with its line), by the MDX compiler (remarkTrustRules: the first problem stops it) and by the CMS.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import type { Node } from 'unist';
import { visit } from '../tree-visit';
import type { VFile } from 'vfile';
import {
  FORBIDDEN_ELEMENTS,
  FORBIDDEN_URL_SCHEMES,
  JSX_MARKDOWN_ELEMENTS,
  REGISTERED_COMPONENTS,
  docRuleMessages as say,
} from '../../config/doc-rules';

export interface TrustProblem {
  /** Line in the text that was parsed (the body), from 1. */
  line: number;
  message: string;
  node: Node;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const URL_ATTRIBUTES = new Set(['href', 'src']);

/** True for javascript:, vbscript: and data: addresses, however a browser would still read them (spaces, tabs, case). */
export function isForbiddenUrl(url: string): boolean {
  // Browsers drop ASCII whitespace and control characters before reading the scheme.
  const squeezed = url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return FORBIDDEN_URL_SCHEMES.some((scheme) => squeezed.startsWith(`${scheme}:`));
}

function allowedAttributes(name: string): readonly string[] | undefined {
  if (Object.hasOwn(REGISTERED_COMPONENTS, name)) return REGISTERED_COMPONENTS[name as keyof typeof REGISTERED_COMPONENTS].attributes;
  if (Object.hasOwn(JSX_MARKDOWN_ELEMENTS, name)) return JSX_MARKDOWN_ELEMENTS[name as keyof typeof JSX_MARKDOWN_ELEMENTS];
  return undefined;
}

function attributeProblems(name: string, attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[], allowed: readonly string[]): string[] {
  return attributes.flatMap((attribute) => {
    if (attribute.type === 'mdxJsxExpressionAttribute') return [say.spreadAttribute(name)];
    const key = attribute.name;
    if (/^on/i.test(key)) return [say.eventHandler(name, key)];
    if (key === 'dangerouslySetInnerHTML') return [say.innerHtml(name)];
    if (attribute.value !== null && typeof attribute.value !== 'string') return [say.expressionAttribute(name, key)];
    if (!allowed.includes(key)) return [say.unknownAttribute(name, key, allowed)];
    if (URL_ATTRIBUTES.has(key) && typeof attribute.value === 'string' && isForbiddenUrl(attribute.value)) return [say.forbiddenUrl(attribute.value)];
    return [];
  });
}

function elementProblems(element: JsxElement): string[] {
  const name = element.name;
  if (name === null) return [say.fragment()];
  const lower = name.toLowerCase();
  if (Object.hasOwn(FORBIDDEN_ELEMENTS, lower)) return [say.forbiddenElement(lower)];
  const allowed = allowedAttributes(name);
  if (!allowed) return [/^[a-z]/.test(name) && !/[.:]/.test(name) ? say.htmlElement(name) : say.unknownComponent(name)];
  return attributeProblems(name, element.attributes, allowed);
}

/** Every place where a doc body goes beyond what a doc may contain, in order, each with its line. */
export function findTrustProblems(tree: Root): TrustProblem[] {
  const problems: TrustProblem[] = [];
  const add = (node: Node, messages: string[]) => {
    for (const message of messages) problems.push({ line: node.position?.start.line ?? 1, message, node });
  };
  visit(tree, (node) => {
    // Only what the writer wrote: nodes made by the compiler's own plugins (such as the frontmatter
    // export mdx-bundler adds) have no place in the source.
    if (!node.position) return undefined;
    switch (node.type) {
      case 'mdxjsEsm':
        add(node, [say.esm()]);
        return 'skip';
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        add(node, [say.expression()]);
        return 'skip';
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        add(node, elementProblems(node as JsxElement));
        return undefined;
      case 'link':
      case 'image':
      case 'definition':
        if (isForbiddenUrl(node.url)) add(node, [say.forbiddenUrl(node.url)]);
        return undefined;
      default:
        return undefined;
    }
  });
  return problems;
}

/** In the MDX compiler: the first problem stops the doc from compiling, so its code can never run. */
export const remarkTrustRules: Plugin<[], Root> = () => (tree: Root, file: VFile) => {
  const [first] = findTrustProblems(tree);
  if (first) file.fail(first.message, first.node);
};
