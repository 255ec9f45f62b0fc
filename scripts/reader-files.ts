/**
 * The build's files for tools and for readers who want the text: each doc's Markdown at its page's address
 * plus `.md` (`docs/settings/DICOM/worklist.md`, the main doc at `docs.md`), `llms.txt` (the manual's map)
 * and `llms-full.txt` (the whole manual), written from the bodies the content check has just parsed.
 */
import { LLMS_FILE, LLMS_FULL_FILE } from '../src/config/readers';
import { BASE_PATH, site } from '../src/config/site';
import { strings } from '../src/config/strings/llms';
import type { CheckedDoc } from '../src/lib/content-check';
import type { DocsVersion } from '../src/config/versions';
import { llmsFullTxt, llmsSections, llmsTxt } from '../src/lib/doc-markdown/llms-txt';
import { docMarkdown } from '../src/lib/doc-markdown/to-markdown';
import { docMarkdownHref } from '../src/lib/doc-id';
import { docsInSidebarOrder } from '../src/lib/print/sidebar-order';
import { buildSidebar, type SidebarCategoryInput } from '../src/lib/sidebar';

/**
 * Each file's path in the export and its text: every version's docs as Markdown (`docs/next/x.md`), and
 * llms.txt and llms-full.txt for the version at /docs/.
 */
export function readerFiles(
  checked: { manuals: { version: Pick<DocsVersion, 'path' | 'isLast' | 'locale'>; docs: CheckedDoc[]; categories: SidebarCategoryInput[] }[] },
  siteRoot = `${site.url}${BASE_PATH}`,
): Map<string, string> {
  const files = new Map<string, string>();
  const latest = checked.manuals.find((m) => m.version.isLast) ?? checked.manuals[0];
  const { docs, sidebar, markdown } = versionFiles(latest, latest.version.path, siteRoot);
  for (const [path, text] of markdown) files.set(path, text);
  for (const manual of checked.manuals.filter((m) => !m.version.isLast)) {
    // A locale's translations, each at its page's address (a doc it shows in English links to the English file).
    const markdown = manual.version.locale ? docsMarkdown(manual.docs, manual.version.path, siteRoot) : versionFiles(manual, manual.version.path, siteRoot).markdown;
    for (const [path, text] of markdown) files.set(path, text);
  }
  const header = { title: site.title, summary: site.tagline, details: [strings.llms.details(`${siteRoot}/${LLMS_FULL_FILE}`)] };
  const linkOf = (docId: string) => {
    const { title, description } = docs.get(docId)!.frontmatter;
    return { title, url: `${siteRoot}${docMarkdownHref(docId)}`, description };
  };
  files.set(LLMS_FILE, llmsTxt(header, llmsSections(sidebar, linkOf, strings.llms.topLevelSection)));
  files.set(LLMS_FULL_FILE, llmsFullTxt(header, [...markdown.values()]));
  return files;
}

/** One version's docs as Markdown, in the order of its sidebar. */
function versionFiles(checked: { docs: CheckedDoc[]; categories: SidebarCategoryInput[] }, versionPath: string, siteRoot: string) {
  const docs = new Map(checked.docs.flatMap((doc) => (doc.frontmatter && doc.tree ? [[doc.docId, { ...doc, frontmatter: doc.frontmatter, tree: doc.tree }] as const] : [])));
  const sidebar = buildSidebar(
    [...docs.values()].map((d) => ({ id: d.docId, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position, isIndex: d.isIndex })),
    checked.categories,
    versionPath,
  );
  const inOrder = docsInSidebarOrder(sidebar).flatMap((docId) => (docs.has(docId) ? [docs.get(docId) as CheckedDoc] : []));
  return { docs, sidebar, markdown: docsMarkdown(inOrder, versionPath, siteRoot) };
}

/** Each readable doc's Markdown, by its file's path in the export, in the order given. */
function docsMarkdown(docs: readonly CheckedDoc[], versionPath: string, siteRoot: string): Map<string, string> {
  const markdown = new Map<string, string>();
  for (const doc of docs) {
    if (!doc.frontmatter || !doc.tree) continue;
    const { title, description } = doc.frontmatter;
    markdown.set(docMarkdownHref(doc.docId, versionPath).slice(1), docMarkdown(doc.tree, { docId: doc.docId, isIndex: doc.isIndex, title, description }, { siteRoot }));
  }
  return markdown;
}
