/**
 * Response headers for every page. `npm start`'s server sends them, and the build writes them to
 * out/_headers, the file static hosts such as Netlify and Cloudflare Pages read.
 */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets never change; pages must be revalidated so a deployment shows at once. */
export function cacheControlFor(path: string): string {
  if (path.includes('/_next/static/')) return 'public, max-age=31536000, immutable';
  if (/\.(svg|png|jpe?g|webp|ico|woff2?)$/.test(path)) return 'public, max-age=86400';
  return 'public, max-age=0, must-revalidate';
}

/**
 * Every response that is not an HTML page (images, data, payloads) is a file, never a document that
 * may run: opened on its own (an uploaded SVG, say) it loads nothing and runs no script.
 */
export const fileHeaders: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Scripts keep no policy of their own: a worker script runs under the policy it is served with, and
 * this one would stop the search worker from fetching its index. (A page's scripts run under the
 * page's policy whatever they are served with; the media folder accepts images only.)
 */
const SCRIPT_FILE = /\.(m?js|ts)$/;

export function isSandboxedFile(path: string): boolean {
  const file = path.split('?')[0];
  return !/\.html?$/.test(file) && !file.endsWith('/') && !SCRIPT_FILE.test(file);
}
