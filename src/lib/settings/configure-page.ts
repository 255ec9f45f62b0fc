/**
 * What the configure step changes in a finished export, file by file: each page's settings block and
 * its policy's connect-src (in the page's <meta> tag and in the headers files). Nothing else of a file changes.
 */
import { connectSrcOf, withConnectSrc } from '../csp/connect-src';
import { metaPolicyOf, withMetaPolicy } from '../csp/policy';
import { withSettings, type SiteSettings } from './site-settings';

/** A page with these settings and this connect-src (when it carries a policy). */
export function configuredPage(html: string, settings: SiteSettings, connectSrc: string[]): string {
  const policy = metaPolicyOf(html);
  const withPolicy = policy === null ? html : withMetaPolicy(html, withConnectSrc(policy, connectSrc));
  return withSettings(withPolicy, settings);
}

/**
 * A `_headers` file (Netlify, Cloudflare Pages) whose every page policy has this connect-src. A file's
 * sandbox policy (default-src 'none', no connect-src) stays as it is: a file opened on its own calls nothing.
 */
export function configuredNetlifyHeaders(text: string, connectSrc: string[]): string {
  return text.replace(/^(\s*Content-Security-Policy:\s*)(.*)$/gm, (line, name: string, policy: string) =>
    connectSrcOf(policy).length === 0 ? line : name + withConnectSrc(policy, connectSrc),
  );
}

interface HeadersJson {
  headers: Record<string, string>;
  pages: Record<string, Record<string, string>>;
}

/** `_headers.json` (npm start's server) with this connect-src in every page's policy. */
export function configuredHeadersJson<T extends HeadersJson>(file: T, connectSrc: string[]): T {
  const policyOf = (headers: Record<string, string>) =>
    headers['Content-Security-Policy'] === undefined
      ? headers
      : { ...headers, 'Content-Security-Policy': withConnectSrc(headers['Content-Security-Policy'], connectSrc) };
  return {
    ...file,
    headers: policyOf(file.headers),
    pages: Object.fromEntries(Object.entries(file.pages).map(([page, headers]) => [page, policyOf(headers)])),
  };
}
