/**
 * A doc as plain Markdown, for tools and for readers who copy it: written from the body as the site
 * parses it (src/lib/mdx/preset.ts, facts written out, admonitions and glossary links in place), so the
 * Markdown says what the page says. Facts come as GFM tables, admonitions as quotes that start with
 * their kind ("> **Danger: Patient safety**"), components and glossary terms as their text, every other link
 * and every image absolute.
 */
import type { Blockquote, Definition, Image, Link, Nodes, Paragraph, Root, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { defaultHandlers, toMarkdown, type Options } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { formatDocDate } from '../dates';
import { GLOSSARY_DOC_ID } from '../glossary';
import { docMarkdownHref } from '../doc-id';
import { resolveDocLink } from '../links';

export interface DocMarkdownSource {
  docId: string;
  isIndex: boolean;
  title: string;
  description?: string;
}

export interface MarkdownAddresses {
  /** The site's origin and base path, without a trailing slash: `https://docs.example.org/FusionDR`. */
  siteRoot: string;
}

const text = (value: string): Text => ({ type: 'text', value });

/** What a registered component shows, as text (the only one is `<ReleaseDate date="…" />`). */
function componentText(element: MdxJsxFlowElement | MdxJsxTextElement): string {
  if (element.name === 'ReleaseDate') {
    const date = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'date')?.value;
    return typeof date === 'string' ? formatDocDate(date) : '';
  }
  return toString(element);
}

/** `:::danger[Patient safety]` as the page titles it ("Danger: Patient safety"), then its body: a quote. */
function admonitionQuote(directive: ContainerDirective): Blockquote {
  const [title, ...body] = directive.children;
  const isTitle = title?.type === 'paragraph' && (title.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className?.includes('admonition-title');
  const heading: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [text(isTitle ? toString(title).trim() : directive.name)] }] };
  return { type: 'blockquote', children: [heading, ...((isTitle ? body : directive.children) as Blockquote['children'])] };
}

/** A link or image as written in a doc, made absolute: docs to their Markdown, the rest under the site. */
function absoluteUrl(url: string, from: DocMarkdownSource, { siteRoot }: MarkdownAddresses): string {
  if (url.startsWith('#')) return `${siteRoot}${docMarkdownHref(from.docId)}${url}`;
  const doc = resolveDocLink(url, from.docId, from.isIndex);
  if (doc) return `${siteRoot}${docMarkdownHref(doc.docId)}${doc.anchor ? `#${doc.anchor}` : ''}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteRoot}${url}`;
  return url;
}

/**
 * How the site's own nodes read as plain Markdown, beside the library's handlers: a glossary link as its
 * term, every other link and image absolute, an admonition as a quote, a component as its text. Written as
 * handlers, so that the doc's tree is read, never copied or changed.
 */
function plainHandlers(from: DocMarkdownSource, addresses: MarkdownAddresses): Options['handlers'] {
  const absolute = <T extends Link | Image | Definition>(node: T): T => ({ ...node, url: absoluteUrl(node.url, from, addresses) });
  return {
    link: (node: Link, parent, state, info) =>
      // A term linked to its glossary entry reads as the term: the glossary is a doc of its own.
      from.docId !== GLOSSARY_DOC_ID && resolveDocLink(node.url, from.docId, from.isIndex)?.docId === GLOSSARY_DOC_ID
        ? state.containerPhrasing(node, info)
        : defaultHandlers.link(absolute(node), parent, state, info),
    image: (node: Image, parent, state, info) => defaultHandlers.image(absolute(node), parent, state, info),
    definition: (node: Definition, parent, state, info) => defaultHandlers.definition(absolute(node), parent, state, info),
    containerDirective: (node: ContainerDirective, parent, state, info) => defaultHandlers.blockquote(admonitionQuote(node), parent, state, info),
    mdxJsxFlowElement: (node: MdxJsxFlowElement, parent, state, info) => defaultHandlers.paragraph({ type: 'paragraph', children: [text(componentText(node))] }, parent, state, info),
    mdxJsxTextElement: (node: MdxJsxTextElement, parent, state, info) => defaultHandlers.text(text(componentText(node)), parent, state, info),
  };
}

// Tables unpadded: padding every cell to its column's width doubled the settings reference.
const options: Options = { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', emphasis: '_', rule: '-', listItemIndent: 'one', fences: true };

/** The body alone, as Markdown. */
export function bodyMarkdown(tree: Root, from: DocMarkdownSource, addresses: MarkdownAddresses): string {
  return toMarkdown(tree as Nodes, { ...options, handlers: plainHandlers(from, addresses) }).trim();
}

/** The whole doc: its title, its description, its body. */
export function docMarkdown(tree: Root, from: DocMarkdownSource, addresses: MarkdownAddresses): string {
  const head = [`# ${from.title}`, ...(from.description ? [from.description] : [])];
  return `${[...head, bodyMarkdown(tree, from, addresses)].join('\n\n')}\n`;
}
