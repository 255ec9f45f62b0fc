/**
 * Where a writer edits what a page shows, in the CMS (Decap's hash routes): the doc itself, and the
 * facts files whose home this page is.
 */
import { CMS_PATH } from '../../config/cms-location';
import { withBasePath } from '../../config/site';

/** The CMS entry of a doc, from its source path: content/docs/settings/users.mdx -> #/collections/docs/entries/settings/users */
export function docEditHref(sourcePath: string): string {
  const slug = sourcePath.replace(/^content\/docs\//, '').replace(/\.mdx$/, '');
  return withBasePath(`${CMS_PATH}/#/collections/docs/entries/${slug}`);
}

/** The CMS entry of a screen's facts. */
export function screenEditHref(screenId: string): string {
  return withBasePath(`${CMS_PATH}/#/collections/screens/entries/${screenId}`);
}
