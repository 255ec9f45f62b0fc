import { CURRENT_VERSION, versionOfPath, type DocsVersion } from '../../config/versions';

/**
 * The docs version a file of the export belongs to (by name), or null for a file every version's
 * offline manual needs (the home and search pages, scripts, styles, the navigation files). `file` is a
 * path in the export: `docs/2.11/settings/users/index.html`, `search-index/current/meta.json`.
 */
export function versionOfFile(file: string, versions: readonly DocsVersion[]): string | null {
  const cutOnes = versions.filter((v) => v.contentDir !== 'content');
  if (cutOnes.length === 0) return null;
  const [, index] = /^search-index\/(?:([^/]+)\/)?[^/]+$/.exec(file) ?? [];
  if (file.startsWith('search-index/')) return index ?? (versions.find((v) => v.isLast) as DocsVersion).name;
  const [, imagesOf] = /^img\/versions\/([^/]+)\//.exec(file) ?? [];
  if (imagesOf) return imagesOf;
  if (file.startsWith('img/docs/')) return CURRENT_VERSION;
  if (file === 'docs.md' || /^docs[./]/.test(file)) {
    // A doc's Markdown (docs/next/x.md, docs/2.11.md) belongs where its page does.
    const page = `/${file.replace(/(^|\/)(index\.html|[^/]*\.txt)$/, '$1').replace(/\.md$/, '/')}`;
    return versionOfPath(page.endsWith('/') ? page : `${page}/`, versions).name;
  }
  return null;
}
