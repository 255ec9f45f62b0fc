import { describe, expect, it } from 'vitest';
import { connectSrcOf } from '../csp/connect-src';
import { metaPolicyOf, withMetaPolicy } from '../csp/policy';
import { configuredHeadersJson, configuredNetlifyHeaders, configuredPage } from './configure-page';
import { settingsInPage, UNCONFIGURED, type SiteSettings } from './site-settings';

const policy = "default-src 'self'; script-src 'self' 'sha256-a'; connect-src 'self'; object-src 'none'";
const page = withMetaPolicy('<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Users</title></head><body><h1>Users</h1></body></html>', policy);
const analytics: SiteSettings = { ...UNCONFIGURED, analytics: { endpoint: 'https://stats.example/api/event', domain: 'docs.example.org' } };
const connectSrc = ["'self'", 'https://stats.example'];

describe('configuring a page', () => {
  it('writes the settings and the connect-src, and changes nothing else of the page', () => {
    const html = configuredPage(page, analytics, connectSrc);
    expect(settingsInPage(html)).toEqual(analytics);
    expect(connectSrcOf(metaPolicyOf(html) ?? '')).toEqual(connectSrc);
    const strip = (h: string) => h.replace(/<meta http-equiv[^>]*>/, '').replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    expect(strip(html)).toBe(strip(page));
    expect(metaPolicyOf(html)?.replace(/connect-src [^;]*/, '')).toBe(policy.replace(/connect-src [^;]*/, ''));
  });

  it('gives the same page whatever the export was configured with before', () => {
    const once = configuredPage(page, UNCONFIGURED, ["'self'"]);
    expect(configuredPage(configuredPage(page, analytics, connectSrc), UNCONFIGURED, ["'self'"])).toBe(once);
  });

  it('reads a policy whose attribute was escaped', () => {
    expect(metaPolicyOf(withMetaPolicy('<head></head>', 'a "b" & c'))).toBe('a "b" & c');
    expect(metaPolicyOf('<head></head>')).toBeNull();
  });
});

describe('configuring the headers files', () => {
  it('sets connect-src in every page rule of _headers and nowhere else', () => {
    const text = ['/FusionDR/*', '  X-Frame-Options: SAMEORIGIN', '/FusionDR/', `  Content-Security-Policy: ${policy}`, '/FusionDR/docs/', `  Content-Security-Policy: ${policy}`, ''].join('\n');
    const configured = configuredNetlifyHeaders(text, connectSrc);
    const policies = [...configured.matchAll(/Content-Security-Policy: (.*)/g)].map((m) => m[1]);
    expect(policies).toHaveLength(2);
    expect(policies.every((p) => connectSrcOf(p).join(' ') === connectSrc.join(' '))).toBe(true);
    expect(configured.replace(/connect-src [^;]*/g, '')).toBe(text.replace(/connect-src [^;]*/g, ''));
  });

  it('leaves a file\'s sandbox policy without connect-src in _headers', () => {
    const sandbox = "  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox";
    const text = ['/FusionDR/*.json', sandbox, ''].join('\n');
    expect(configuredNetlifyHeaders(text, connectSrc)).toBe(text);
  });

  it('sets connect-src in every page of _headers.json and keeps the rest', () => {
    const file = { headers: { 'X-Frame-Options': 'SAMEORIGIN' }, pages: { 'index.html': { 'Content-Security-Policy': policy } }, files: { a: 'b' } };
    const configured = configuredHeadersJson(file, connectSrc);
    expect(connectSrcOf(configured.pages['index.html']['Content-Security-Policy'])).toEqual(connectSrc);
    expect(configured.headers).toEqual(file.headers);
    expect(configured.files).toEqual(file.files);
  });
});
