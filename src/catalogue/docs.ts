import { MAIN_DOC_ID } from '@/config/site';
import { localeManuals } from '@/config/locales';
import { latestVersion, versions, type DocsVersion } from '@/config/versions';
import { docLinksUnder } from '@/lib/doc-links';
import { docHref } from '@/lib/doc-id';
import { docsInLocale } from '@/lib/locale-docs';
import { buildSidebar, categoryTrail, neighbours, type SidebarItem } from '@/lib/sidebar';
import { committedBefore, lastCommitDateOf } from './git-dates';
// One file replaced whole once a generation is checked (scripts/content-snapshot.ts), never a half-written set.
import { currentSnapshot, perSnapshot, type ScreenHome, type SiteDoc } from './snapshot';

/** Every doc of every version and locale. */
export const allDocs = (): SiteDoc[] => currentSnapshot().docs;
const allCategories = () => currentSnapshot().categories;

/** The screens of the facts whose home is this doc (of the docs being written), as the check read them. */
export function screensHomedAt(docId: string): ScreenHome[] {
  // A snapshot published before screens were listed in it has none: the next publication lists them.
  return (currentSnapshot().screenHomes ?? []).filter((screen) => screen.doc === docId);
}

/** One version's docs, read once: everything a route needs to look a doc up. */
interface VersionDocs {
  docs: SiteDoc[];
  byId: Map<string, SiteDoc>;
  sidebar: SidebarItem[];
}

function versionDocs(version: DocsVersion, docs = allDocs().filter((d) => d.version === version.name)): VersionDocs {
  const sidebar = buildSidebar(
    docs.map((d) => ({ id: d.docId, title: d.title, sidebarLabel: d.sidebar_label, position: d.sidebar_position, isIndex: d.isIndex })),
    categoriesOf(version).map((c) => ({ dir: c.dir, label: c.label, position: c.position, collapsed: c.collapsed })),
    version.path,
  );
  return { docs, byId: new Map(docs.map((doc) => [doc.docId, doc])), sidebar };
}

/** A version's folders; a locale's are the latest version's, under their translated labels (the content check lists them). */
export function categoriesOf(version: DocsVersion) {
  const own = allCategories().filter((c) => c.version === version.name);
  return own.length > 0 || !version.locale ? own : allCategories().filter((c) => c.version === latestVersion.name);
}

/** A locale's docs: each of the latest version's docs in its translation, else in English, leading on to the locale's pages. */
function localeDocs(locale: DocsVersion, latest: VersionDocs): SiteDoc[] {
  const inLocale = docLinksUnder(locale.path);
  const translations = allDocs().filter((d) => d.version === locale.name);
  return docsInLocale(latest.docs, translations, (d) => ({ ...d, href: docHref(d.docId, locale.path), html: inLocale(d.html) }));
}

/** Whether a doc shown in a locale is its English text, for want of a translation. */
export function isUntranslated(doc: SiteDoc, version: DocsVersion): boolean {
  return version.locale !== undefined && doc.version !== version.name;
}

/**
 * Whether a translation was last changed before its English doc was (by git date): it may be out of date.
 * Translations follow the docs being written (content/docs/), as npm run docs:translation-status does.
 */
export function isBehindEnglish(doc: SiteDoc, version: DocsVersion): boolean {
  const english = version.locale && !isUntranslated(doc, version) ? getDoc(doc.docId, versions[0]) : undefined;
  return english !== undefined && committedBefore(doc.sourcePath, english.sourcePath);
}

/** Each version's and locale's docs, worked out once per snapshot. */
const byVersion = perSnapshot(() => {
  const docs = new Map(versions.map((v) => [v.name, versionDocs(v)]));
  const latest = docs.get(latestVersion.name) as VersionDocs;
  for (const locale of localeManuals) docs.set(locale.name, versionDocs(locale, localeDocs(locale, latest)));
  return docs;
});
const of = (version: DocsVersion): VersionDocs => byVersion().get(version.name) as VersionDocs;

/** The sidebar of the version served at /docs/ (or of `version`). */
export function sidebarOf(version: DocsVersion = latestVersion): SidebarItem[] {
  return of(version).sidebar;
}

export function getDoc(docId: string, version: DocsVersion = latestVersion): SiteDoc | undefined {
  return of(version).byId.get(docId);
}

export function getMainDoc(version: DocsVersion = latestVersion): SiteDoc {
  const doc = getDoc(MAIN_DOC_ID, version);
  if (!doc) throw new Error(`The main doc "${MAIN_DOC_ID}" is missing: add ${version.contentDir}/docs/${MAIN_DOC_ID}.mdx.`);
  return doc;
}

/** Every doc id of a version. */
export function allDocIds(version: DocsVersion = latestVersion): string[] {
  return of(version).docs.map((d) => d.docId);
}

/** The docs of a version. */
export function docsOf(version: DocsVersion = latestVersion): SiteDoc[] {
  return of(version).docs;
}

/** The versions that have a doc of this id (the version menu leads to it there). */
export function versionsWith(docId: string): DocsVersion[] {
  return versions.filter((v) => of(v).byId.has(docId));
}

/**
 * The date a doc was last updated: its `last_update` field, else the date of the last commit that
 * touched its file (read at build time, so an edit shows without clearing any cache).
 */
export function lastUpdatedOf(doc: SiteDoc): string {
  if (doc.last_update) return String(doc.last_update).slice(0, 10);
  return lastCommitDateOf(doc.sourcePath) ?? '';
}

export function trailOf(docId: string, version: DocsVersion = latestVersion) {
  return categoryTrail(sidebarOf(version), docId);
}

export function neighboursOf(docId: string, version: DocsVersion = latestVersion) {
  return neighbours(sidebarOf(version), docId);
}

