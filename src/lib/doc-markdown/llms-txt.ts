/**
 * The manual for tools (https://llmstxt.org): llms.txt is its map (an H1 with the site's name, a quoted
 * summary, then one H2 section per sidebar category listing its docs' Markdown with their descriptions),
 * llms-full.txt the whole manual as Markdown in the order of the sidebar.
 */
import type { SidebarItem } from '../sidebar';

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsHeader {
  /** The site's name (the H1). */
  title: string;
  /** One sentence: what the site is (the quote under the H1). */
  summary: string;
  /** Plain paragraphs after the summary: how the files are laid out. */
  details?: string[];
}

/**
 * The sidebar as sections: the docs at its top level first, under `topLevelTitle`, then each category
 * holding docs, named by its trail ("Settings › DICOM"), in the sidebar's order.
 */
export function llmsSections(sidebar: readonly SidebarItem[], linkOf: (docId: string) => LlmsLink, topLevelTitle: string): LlmsSection[] {
  const topLevel: LlmsLink[] = [];
  const sections: LlmsSection[] = [];
  const walk = (items: readonly SidebarItem[], trail: string[], into: LlmsLink[]) => {
    for (const item of items) {
      if (item.type === 'doc') {
        into.push(linkOf(item.id));
        continue;
      }
      const section: LlmsSection = { title: [...trail, item.label].join(' › '), links: item.docId ? [linkOf(item.docId)] : [] };
      sections.push(section);
      walk(item.items, [...trail, item.label], section.links);
    }
  };
  walk(sidebar, [], topLevel);
  return [...(topLevel.length > 0 ? [{ title: topLevelTitle, links: topLevel }] : []), ...sections.filter((s) => s.links.length > 0)];
}

/** A link's text and description on one line: text that could end the link is escaped. */
const linkLine = ({ title, url, description }: LlmsLink) =>
  `- [${title.replace(/[[\]\\]/g, '\\$&')}](${url})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;

function headerLines({ title, summary, details = [] }: LlmsHeader): string[] {
  return [`# ${title}`, `> ${summary}`, ...details];
}

export function llmsTxt(header: LlmsHeader, sections: readonly LlmsSection[]): string {
  const body = sections.map((section) => [`## ${section.title}`, '', ...section.links.map(linkLine)].join('\n'));
  return `${[...headerLines(header), ...body].join('\n\n')}\n`;
}

/** Every doc's Markdown (each starting with its own H1), in order, apart with rules. */
export function llmsFullTxt(header: LlmsHeader, docsMarkdown: readonly string[]): string {
  return `${[headerLines(header).join('\n\n'), ...docsMarkdown.map((md) => md.trim())].join('\n\n---\n\n')}\n`;
}
