import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../config/site';
import { parseMarkdown } from './markdown';

export interface TocEntry {
  /** Heading text. */
  value: string;
  /** The heading's id, as rehype-slug gives it on the page. */
  id: string;
  depth: number;
}

/** Every heading of a doc body with its id, in order (ids are unique per page, as on the page). */
export function extractHeadings(markdown: string | Root): TocEntry[] {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown;
  const slugger = new GithubSlugger();
  const headings: TocEntry[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const value = toString(node).trim();
    // A heading a fact directive writes carries its own id (rehype-slug keeps it and skips the slugger).
    const given = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    headings.push({ value, id: typeof given === 'string' ? given : slugger.slug(value), depth: node.depth });
  });
  return headings;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
/** An ATX heading in any container (a list, a quote): `#` to `######`, then a space or the line's end. */
const ATX_HEADING = /^(?:\s|>|[-*+]\s|\d+[.)]\s)*#{1,6}(?:\s|$)/;
const SETEXT_UNDERLINE = /^\s*(?:=+|-+)\s*$/;

/**
 * The lines of a body that can be headings, each on its own: a doc is mostly prose, and parsing only
 * these is many times cheaper than the whole body (the build does it for every doc). MDX has no
 * indented code, so only a fence hides a `#` line. Null when a line could underline the one above it
 * (a setext heading): then only the whole body says what is a heading.
 */
export function headingLines(markdown: string): string | null {
  const lines: string[] = [];
  let fence: { char: string; length: number } | null = null;
  let previousBlank = true;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence.char && marker.length >= fence.length && line.trim() === marker) fence = null;
    } else if (marker) {
      fence = { char: marker[0], length: marker.length };
    } else if (ATX_HEADING.test(line)) {
      lines.push(line);
    } else if (!previousBlank && SETEXT_UNDERLINE.test(line)) {
      return null;
    }
    previousBlank = line.trim() === '';
  }
  return lines.join('\n\n');
}

/** The table of contents: headings of levels 2 to 3 only. */
/** Block directives that can write headings (a passage, the messages' entries): their doc is read whole. */
const WRITES_HEADINGS = /^\s*::(include|messages)\b/m;

/** The table of contents: headings of levels 2 to 3 only. */
export function extractToc(markdown: string, min = TOC_MIN_LEVEL, max = TOC_MAX_LEVEL): TocEntry[] {
  const source = WRITES_HEADINGS.test(markdown) ? markdown : (headingLines(markdown) ?? markdown);
  return extractHeadings(source).filter((h) => h.depth >= min && h.depth <= max);
}

/** Every id a body gives an element: its headings', and the rows and entries fact directives write. */
export function anchorIds(tree: Root): string[] {
  const ids = extractHeadings(tree).map((h) => h.id);
  visit(tree, (node) => {
    const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    if (typeof id === 'string' && node.type !== 'heading') ids.push(id);
  });
  return ids;
}
