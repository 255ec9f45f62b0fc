// @ts-check
import { isHostOnlyFile, MOVED_STATUS } from '../../src/config/serve.mjs';
/**
 * What `npm start` does with a request's address, as a pure function of the address and the export's
 * files: redirect it, serve a file of the export, or answer 404 (or 400 for an address that cannot be
 * decoded). No answer ever names a folder outside the export.
 */

/**
 * @typedef {'file' | 'folder' | null} Kind  what the export holds at a path relative to it
 * @typedef {{ type: 'redirect', location: string, status?: number }
 *   | { type: 'file', file: string }
 *   | { type: 'not-found' }
 *   | { type: 'bad-request' }} Route
 */

/**
 * @param {string} url the request's target ('/FusionDR/docs/?q=1')
 * @param {string} mount the base path the export is served under ('/FusionDR')
 * @param {(file: string) => Kind} kindOf
 * @param {Readonly<Record<string, string>>} [redirects] moved docs' old addresses and where they lead ('/docs/old/' -> '/docs/new/')
 * @returns {Route}
 */
export function route(url, mount, kindOf, redirects = {}) {
  /** @type {URL} */
  let parsed;
  /** @type {string} */
  let inner;
  try {
    // The URL parser also resolves dot segments, written plainly or as %2e%2e.
    parsed = new URL(url, 'http://localhost');
    inner = parsed.pathname.startsWith(`${mount}/`) ? decodeURIComponent(parsed.pathname.slice(mount.length)) : '';
  } catch {
    return { type: 'bad-request' };
  }
  // At the root of the host (an empty base path) there is nothing to redirect.
  if (mount !== '' && (parsed.pathname === '/' || parsed.pathname === mount)) return { type: 'redirect', location: `${mount}/${parsed.search}` };
  if (inner === '') return { type: 'not-found' };
  // What decoding brought back ('..%2f', a NUL byte, a backslash) must not reach the file system.
  const segments = inner.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.' || /[\\\0]/.test(segment))) return { type: 'not-found' };
  // A moved doc's old address, with or without its slash: redirected for good (the query kept).
  const moved = Object.hasOwn(redirects, inner) ? redirects[inner] : Object.hasOwn(redirects, `${inner}/`) ? redirects[`${inner}/`] : undefined;
  if (moved !== undefined) return { type: 'redirect', location: `${mount}${moved}${parsed.search}`, status: MOVED_STATUS };
  const path = inner.slice(1);
  // The host configurations and headers files are for hosts, not visitors (as nginx and Caddy keep them).
  if (isHostOnlyFile(path)) return { type: 'not-found' };
  if (path === '' || path.endsWith('/')) return kindOf(`${path}index.html`) === 'file' ? { type: 'file', file: `${path}index.html` } : { type: 'not-found' };
  const kind = kindOf(path);
  if (kind === 'file') return { type: 'file', file: path };
  // A folder page asked for without its trailing slash: redirect, as static hosts do.
  if (kind === 'folder' && kindOf(`${path}/index.html`) === 'file') return { type: 'redirect', location: `${mount}/${encodeURI(path)}/${parsed.search}` };
  // A page's address without .html ('/FusionDR/404', '/FusionDR/index'): that page, with its own headers.
  if (kindOf(`${path}.html`) === 'file') return { type: 'file', file: `${path}.html` };
  return { type: 'not-found' };
}
