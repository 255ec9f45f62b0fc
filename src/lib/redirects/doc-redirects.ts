/**
 * The old addresses of moved docs: each doc's `redirect_from` (old doc ids) leads to the doc's page.
 * From these the build writes a page at each old address and the hosts' redirect entries; the content
 * check refuses an old id that would hide a page or lead to two.
 */
import type { CheckedDoc } from '../content-check';
import { docHref } from '../doc-id';

/** A doc as these rules read it: its file, its id, its title and the old ids it claims. */
export interface DocWithOldIds {
  path: string;
  docId: string;
  title: string;
  redirectFrom?: readonly string[];
}

/** An old address and where it now leads, as site paths without the base path ('/docs/old/' -> '/docs/new/'). */
export interface Redirect {
  from: string;
  to: string;
  /** The title of the page it leads to, shown on the page left at the old address. */
  title: string;
}

/** A checked doc as these rules read it. */
export const oldIdsOf = (doc: Pick<CheckedDoc, 'path' | 'docId' | 'frontmatter'>): DocWithOldIds => ({
  path: doc.path,
  docId: doc.docId,
  title: doc.frontmatter?.title ?? '',
  redirectFrom: doc.frontmatter?.redirect_from,
});

/** Every redirect the docs of one version ask for (`versionPath`: where it is served), sorted by old address. */
export function docRedirects(docs: readonly DocWithOldIds[], versionPath = '/docs'): Redirect[] {
  return docs
    .flatMap((doc) => (doc.redirectFrom ?? []).map((old) => ({ from: docHref(old, versionPath), to: docHref(doc.docId, versionPath), title: doc.title })))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * Old ids that cannot lead anywhere: one that is still a live doc's (its page would be hidden behind a
 * redirect), and one that two docs claim. The shape of an id is the schema's rule.
 */
export function redirectProblems(docs: readonly DocWithOldIds[]): string[] {
  const pages = new Map(docs.map((doc) => [docHref(doc.docId), doc]));
  const claims = new Map<string, string[]>();
  const problems: string[] = [];
  for (const doc of docs) {
    for (const old of new Set(doc.redirectFrom ?? [])) {
      const href = docHref(old);
      const live = pages.get(href);
      if (live) {
        problems.push(
          live === doc
            ? `${doc.path}: field "redirect_from" lists "${old}", which is this doc's own id. Remove it from the list.`
            : `${doc.path}: field "redirect_from" lists "${old}", but that is still the id of ${live.path} (${href}). Remove it from the list, or move or delete that doc first.`,
        );
      }
      claims.set(href, [...(claims.get(href) ?? []), doc.path]);
    }
  }
  for (const [href, paths] of claims) {
    if (paths.length < 2) continue;
    problems.push(`${[...paths].sort().join(' and ')} all list the old address ${href} in field "redirect_from": an old address can lead to one page only. Keep it in one of them.`);
  }
  return problems;
}
