import { cacheControl } from '../../../config/http-headers';
import type { HeadersJson } from '../host-rules';

/** A small export's _headers.json: the home page, one doc, the not-found page twice (as the build writes it), one moved doc. */
export const headersJson: HeadersJson = {
  basePath: '/FusionDR',
  headers: { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'SAMEORIGIN' },
  pages: {
    'index.html': { 'Content-Security-Policy': "script-src 'self' 'sha256-home'" },
    'docs/users/index.html': { 'Content-Security-Policy': "script-src 'self' 'sha256-users'" },
    '404.html': { 'Content-Security-Policy': "script-src 'self' 'sha256-nf'" },
    '404/index.html': { 'Content-Security-Policy': "script-src 'self' 'sha256-nf'" },
  },
  files: { 'Content-Security-Policy': "default-src 'none'; sandbox" },
  cacheControl: {
    '/_next/static/*': cacheControl.hashedAsset,
    '/search-index/850a2636534c.*': cacheControl.hashedAsset,
    '/search-index/meta.json': cacheControl.revalidate,
  },
  redirects: { '/docs/oldUsers/': '/docs/users/' },
};
