import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyContentSecurityPolicy, pagePath } from './content-security-policy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** A page with one of the site's own inline scripts, marked as <SiteScript> marks it in a build whose mark is 'm1'. */
const page = (script: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/FusionDR/_next/a.js"></script><script data-site-script="m1">${script}</script></head><body></body></html>`;

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the per-page Content-Security-Policy of the export', () => {
  it('hashes each page’s own inline scripts, into its meta tag and the returned header policy', () => {
    dir = mkdtempSync(join(tmpdir(), 'fusiondr-csp-'));
    mkdirSync(join(dir, 'docs'));
    mkdirSync(join(dir, '_next'));
    mkdirSync(join(dir, 'admin'));
    writeFileSync(join(dir, 'index.html'), page('home()'));
    writeFileSync(join(dir, 'docs', 'index.html'), page('docs()'));
    writeFileSync(join(dir, '_next', 'ignored.html'), page('asset()'));
    writeFileSync(join(dir, 'admin', 'index.html'), page('cms()'));

    const policies = applyContentSecurityPolicy(dir, {
      connectSources: ['https://plausible.io'],
      pathDirectives: [{ prefix: '/docs/', directives: { 'img-src': ['https://img.example'] } }],
      siteScriptMark: 'm1',
    });

    expect(Object.keys(policies).sort()).toEqual(['docs/index.html', 'index.html']);
    expect(policies['index.html']).toContain(`script-src 'self' ${hash('home()')};`);
    expect(policies['docs/index.html']).toContain(`script-src 'self' ${hash('docs()')};`);
    expect(policies['index.html']).toContain("connect-src 'self' https://plausible.io;");
    expect(policies['docs/index.html']).toContain("img-src 'self' data: https://img.example;");
    expect(policies['index.html']).not.toContain('https://img.example');
    expect(policies['index.html']).toContain("frame-ancestors 'self'");

    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1];
    expect(meta).toBe(policies['index.html'].replace("; frame-ancestors 'self'", ''));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    // The CMS page keeps its own policy: the site's would forbid the eval it needs.
    expect(readFileSync(join(dir, 'admin', 'index.html'), 'utf8')).toBe(page('cms()'));
  });

  it('stops on an inline script the site did not write, naming the page, and allows the framework’s by their shape', () => {
    dir = mkdtempSync(join(tmpdir(), 'fusiondr-csp-'));
    mkdirSync(join(dir, 'docs'));
    const flight = 'self.__next_f.push([1,"0:{\\"a\\":1}\\n"])';
    writeFileSync(join(dir, 'index.html'), page('home()').replace('</head>', `<script>${flight}</script></head>`));
    expect(applyContentSecurityPolicy(dir, { siteScriptMark: 'm1' })['index.html']).toContain(hash(flight));

    // A doc's script, even one that copies the attribute with a guessed mark.
    for (const script of ["<script>alert(localStorage['decap-cms-user'])</script>", '<script data-site-script="guess">alert(localStorage[\'decap-cms-user\'])</script>']) {
      writeFileSync(join(dir, 'docs', 'index.html'), page('docs()').replace('</body>', `${script}</body>`));
      expect(() => applyContentSecurityPolicy(dir, { siteScriptMark: 'm1' })).toThrow(
        /^docs\/index\.html has an inline script the site did not write \("alert\(localStorage\['decap-cms-user'\]\)"\)\. A doc may not contain scripts/,
      );
    }
    // Without this build's mark, not even the site's own scripts are allowed.
    writeFileSync(join(dir, 'docs', 'index.html'), page('docs()'));
    expect(() => applyContentSecurityPolicy(dir, { siteScriptMark: '' })).toThrow(/inline script the site did not write \("docs\(\)"\)/);
  });

  it('names each page by the address it answers at', () => {
    dir = mkdtempSync(join(tmpdir(), 'fusiondr-csp-'));
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('docs/settings/users/index.html')).toBe('/docs/settings/users/');
    expect(pagePath('404.html')).toBe('/404.html');
  });
});
