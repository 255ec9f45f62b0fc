import { MAIN_DOC_ID } from '@/config/site';
import { buildSidebar, categoryTrail, neighbours, type SidebarItem } from '@/lib/sidebar';
import { lastCommitDates } from './git-dates';
// One file replaced whole once a generation is checked (scripts/content-snapshot.ts), never a half-written set.
import { snapshot, type SiteDoc } from './snapshot';

const { docs: allDocs, categories: allCategories } = snapshot;

/** The docs of the build, read once: everything a route needs to look a doc up. */
const byId = new Map(allDocs.map((doc) => [doc.docId, doc]));

export const sidebar: SidebarItem[] = buildSidebar(
  allDocs.map((d) => ({
    id: d.docId,
    title: d.title,
    sidebarLabel: d.sidebar_label,
    position: d.sidebar_position,
    isIndex: d.isIndex,
  })),
  allCategories.map((c) => ({ dir: c.dir, label: c.label, position: c.position, collapsed: c.collapsed })),
);

export function getDoc(docId: string): SiteDoc | undefined {
  return byId.get(docId);
}

export function getMainDoc(): SiteDoc {
  const doc = byId.get(MAIN_DOC_ID);
  if (!doc) throw new Error(`The main doc "${MAIN_DOC_ID}" is missing: add content/docs/${MAIN_DOC_ID}.mdx.`);
  return doc;
}

/** Every doc id except the main doc, which lives at /docs/. */
export function allDocIds(): string[] {
  return allDocs.map((d) => d.docId);
}

/**
 * The date a doc was last updated: its `last_update` field, else the date of the last commit that
 * touched its file (read at build time, so an edit shows without clearing any cache).
 */
export function lastUpdatedOf(doc: SiteDoc): string {
  if (doc.last_update) return String(doc.last_update).slice(0, 10);
  return lastCommitDates().get(doc.sourcePath) ?? '';
}

export function trailOf(docId: string) {
  return categoryTrail(sidebar, docId);
}

export function neighboursOf(docId: string) {
  return neighbours(sidebar, docId);
}

export { allCategories, allDocs };
