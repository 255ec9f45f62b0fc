import { MAIN_DOC_ID } from '../config/site';
import { docHref, parentDir } from './doc-id';

export interface ResolvedLink {
  /** Doc id the link points to. */
  docId: string;
  /** `#anchor` part, without the hash, or '' when none. */
  anchor: string;
  /** Site path (no base path) to use in the page. */
  href: string;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Resolves a link written in a doc to the doc it names, or null when the link is not a doc link
 * (external, mail, an asset, or a plain #anchor on the same page).
 *   `/docs/settings/DICOM/worklist#ports`, `./worklist.mdx`, `../users` are all doc links.
 */
export function resolveDocLink(href: string, fromDocId: string, fromIsIndex: boolean): ResolvedLink | null {
  if (!href || EXTERNAL.test(href) || href.startsWith('#')) return null;
  const [rawPath, anchor = ''] = href.split('#', 2);
  let path = rawPath.replace(/\?.*$/, '');
  if (path.startsWith('/')) {
    if (!/^\/docs(\/|$)/.test(path)) return null;
    path = path.replace(/^\/docs\/?/, '');
  } else {
    // Relative links are relative to the file's folder (an index file's folder is its own doc id).
    const base = fromIsIndex ? fromDocId : parentDir(fromDocId);
    const parts = base ? base.split('/') : [];
    for (const segment of path.split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') parts.pop();
      else parts.push(segment);
    }
    path = parts.join('/');
  }
  const docId = path
    .replace(/\.mdx?$/, '')
    .replace(/\/$/, '')
    .replace(/(^|\/)index$/, '');
  const target = docId === '' ? MAIN_DOC_ID : docId;
  return { docId: target, anchor, href: docHref(target) + (anchor ? `#${anchor}` : '') };
}
