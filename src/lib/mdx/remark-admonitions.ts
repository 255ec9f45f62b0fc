import type { Paragraph, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import { visit } from '../tree-visit';
import { stringsOf } from '../../config/strings/of-locale';
import { localeOfSource } from '../doc-id';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

function isKind(name: string): name is AdmonitionKind {
  return (ADMONITION_KINDS as readonly string[]).includes(name);
}

function asText(node: TextDirective | LeafDirective): Text {
  const inner = node.children.map((c) => ('value' in c ? c.value : '')).join('');
  const marker = node.type === 'textDirective' ? ':' : '::';
  return { type: 'text', value: `${marker}${node.name}${inner ? `[${inner}]` : ''}` };
}

/**
 * Docusaurus-style admonitions in plain Markdown:
 *   :::warning[Radiation safety]
 *   Leave the room before you expose.
 *   :::
 * become `<aside class="admonition admonition-warning">` with a title. Text such as `10:30` or
 * `Note:this` that happens to look like a directive is kept as the text it was.
 *
 * The kind is never told by colour alone: the title starts with the kind's word ("Warning: Radiation
 * safety", or "Warning" alone without a title), which print, forced colours and the CMS preview keep, and
 * the aside is a note named the same way, so assistive technology announces "Warning: Radiation safety".
 */
export const remarkAdmonitions: Plugin<[], Root> = () => (tree: Root, file: VFile) => {
  visit(tree, (node, index, parent) => {
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      if (parent && index !== undefined) {
        const replacement = asText(node);
        (parent.children as RootContent[]).splice(
          index,
          1,
          node.type === 'leafDirective' ? ({ type: 'paragraph', children: [replacement] } as Paragraph) : replacement,
        );
      }
      return;
    }
    if (node.type !== 'containerDirective') return;
    const directive = node as ContainerDirective;
    if (!isKind(directive.name)) {
      file.fail(
        `":::${directive.name}" is not an admonition. Use one of ${ADMONITION_KINDS.map((k) => `:::${k}`).join(', ')}.`,
        directive,
      );
    }
    const kind = directive.name as AdmonitionKind;
    const first = directive.children[0];
    const hasLabel = first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data;
    // In the language the doc is written in (a translation's file is under content/i18n/<locale>/).
    const kindWord = stringsOf(localeOfSource(file.path ?? '')).admonitions[kind];
    const label = hasLabel ? toString(first).trim() : '';
    // A title that already starts with the kind's word ("Warning: hot tube head") is not prefixed again.
    const saysKind = label === '' || label.toLowerCase().startsWith(kindWord.toLowerCase());
    const kindText: Text = { type: 'text', value: saysKind ? kindWord : `${kindWord}: `, data: { hName: 'span', hProperties: { className: ['admonition-kind'] } } };
    const titleChildren = !hasLabel ? [kindText] : saysKind ? (first as Paragraph).children : [kindText, ...(first as Paragraph).children];
    const body = hasLabel ? directive.children.slice(1) : directive.children;
    directive.data = {
      hName: 'aside',
      hProperties: {
        className: ['admonition', `admonition-${kind}`],
        'data-admonition': kind,
        role: 'note',
        ariaLabel: label === '' ? kindWord : saysKind ? label : `${kindWord}: ${label}`,
      },
    };
    const title: Paragraph = {
      type: 'paragraph',
      children: titleChildren,
      data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
    };
    directive.children = [title, ...body];
  });
};
