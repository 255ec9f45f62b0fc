import { describe, expect, it } from 'vitest';
import { netlifyHeaders } from './headers-files';

describe('the _headers file for Netlify and Cloudflare Pages', () => {
  const file = netlifyHeaders(
    { 'X-Content-Type-Options': 'nosniff' },
    { 'index.html': "script-src 'self' 'sha256-a'", 'docs/users/index.html': "script-src 'self' 'sha256-b'", '404.html': "script-src 'self' 'sha256-c'" },
    [
      'index.html',
      'docs/users/index.html',
      'docs/users/index.txt',
      'img/docs/a.svg',
      'img/docs/b.png',
      'nav/sidebar.8e29053c2f95.json',
      'search-index/meta.json',
      'search-index/850a2636534c.terms.json',
      'search-index/850a2636534c.d0.json',
      '_next/static/chunks/c.js',
    ],
  );

  it('sends the security headers for every address under the base path, and caches hashed assets for good', () => {
    expect(file).toContain('/FusionDR/*\n  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('/FusionDR/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('caches the sidebar tree and the search pieces named by their hash for good, and has pages and meta.json revalidated', () => {
    expect(file).toContain('/FusionDR/nav/sidebar.8e29053c2f95.json\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file).toContain('/FusionDR/search-index/850a2636534c.*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file).toContain('/FusionDR/search-index/meta.json\n  Cache-Control: public, max-age=0, must-revalidate\n');
    expect(file).toContain("/FusionDR/docs/users/\n  Content-Security-Policy: script-src 'self' 'sha256-b'\n  Cache-Control: public, max-age=0, must-revalidate\n");
  });

  it('gives each page its own policy at the address it is served from', () => {
    expect(file).toContain("/FusionDR/\n  Content-Security-Policy: script-src 'self' 'sha256-a'\n");
    expect(file).toContain("/FusionDR/docs/users/\n  Content-Security-Policy: script-src 'self' 'sha256-b'\n");
  });

  it('leaves the not-found page to its meta tag (it answers at any unknown address)', () => {
    expect(file).not.toContain('sha256-c');
  });

  it('makes every file that is not a page a sandboxed document with no sources, by kind of file', () => {
    const policy = "  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox\n";
    for (const ext of ['json', 'png', 'svg', 'txt']) expect(file).toContain(`/FusionDR/*.${ext}\n${policy}`);
    // Scripts keep none (a worker runs under the policy it is served with), pages keep their own.
    expect(file).not.toContain('/FusionDR/*.js\n');
    expect(file).not.toContain('/FusionDR/*.html\n');
  });
});
