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
