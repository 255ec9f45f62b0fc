import { withBasePath } from '../config/site';

/**
 * A version's links stay in that version: its docs link to each other as /docs/… (the check resolves them
 * among the version's own docs), and the rendered links are moved under the version's path (or a
 * locale's: an English doc shown in Spanish leads on to the Spanish pages).
 */
export function docLinksUnder(versionPath: string): (html: string) => string {
  if (versionPath === '/docs') return (html) => html;
  const from = `href="${withBasePath('/docs/')}`;
  const to = `href="${withBasePath(`${versionPath}/`)}`;
  return (html) => html.replaceAll(from, to);
}
