import { describe, expect, it } from 'vitest';
import { headerRuleCount, headersByExtension, MAX_HEADER_RULES, netlifyHeaders } from './headers-files';

const pagePolicy = (hash: string) => `default-src 'self'; script-src 'self' 'sha256-${hash}'; connect-src 'self'; frame-ancestors 'self'`;

describe('the _headers file for Netlify and Cloudflare Pages', () => {
  const file = netlifyHeaders(
    { 'X-Content-Type-Options': 'nosniff' },
    { 'index.html': pagePolicy('a'), 'docs/users/index.html': pagePolicy('b'), 'docs/index.html': pagePolicy('d'), 'search/index.html': pagePolicy('e'), '404.html': pagePolicy('c') },
    [
      'index.html',
      'docs/index.html',
      'docs/users/index.html',
      'docs/users/index.txt',
      'docs/users.md',
      'llms.txt',
      'search/index.html',
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

  it('caches the sidebar tree and the search pieces named by their hash for good, and has meta.json revalidated', () => {
    expect(file).toContain('/FusionDR/nav/sidebar.8e29053c2f95.json\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file).toContain('/FusionDR/search-index/850a2636534c.*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file).toContain('/FusionDR/search-index/meta.json\n  Cache-Control: public, max-age=0, must-revalidate\n');
  });

  it('has the pages revalidated by folder, with the policy they share (each page carries its own script hashes in its <meta> tag)', () => {
    const shared = "  Content-Security-Policy: connect-src 'self'; frame-ancestors 'self'\n  Cache-Control: public, max-age=0, must-revalidate\n";
    expect(file).toContain(`/FusionDR/\n${shared}`);
    expect(file).toContain(`/FusionDR/docs/*\n${shared}`);
    expect(file).toContain(`/FusionDR/search/*\n${shared}`);
    expect(file).not.toMatch(/sha256-/);
    expect(file).not.toContain('/FusionDR/docs/users/\n');
  });

  it('makes every file that is not a page a sandboxed document with no sources, by kind of file', () => {
    const policy = "  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox\n";
    for (const ext of ['json', 'png', 'svg', 'txt']) expect(file).toContain(`/FusionDR/*.${ext}\n${policy}`);
    // Scripts keep none (a worker runs under the policy it is served with), pages keep their own.
    expect(file).not.toContain('/FusionDR/*.js\n');
    expect(file).not.toContain('/FusionDR/*.html\n');
  });

  it('never sets Cache-Control twice for one file (hosts would join the two values)', () => {
    const rules = file.split(/\n(?=\/)/).map((rule) => rule.split('\n'));
    const caching = rules.filter((lines) => lines.some((l) => l.startsWith('  Cache-Control'))).map(([pattern]) => pattern.replace('/FusionDR', ''));
    const asRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace('*', '.*')}$`);
    for (const path of ['/docs/users/', '/docs/users/index.txt', '/search-index/850a2636534c.d0.json', '/nav/sidebar.8e29053c2f95.json', '/_next/static/chunks/c.js']) {
      expect(caching.filter((pattern) => asRegExp(pattern).test(path)), path).toHaveLength(1);
    }
  });

  it('refuses a hashed file inside a folder of pages, whose rule would revalidate it', () => {
    expect(() => netlifyHeaders({}, { 'nav/index.html': pagePolicy('a') }, ['nav/index.html', 'nav/sidebar.8e29053c2f95.json'])).toThrow(
      /nav\/sidebar\.8e29053c2f95\.json has its own caching rule.*\/nav\/\*/,
    );
  });
});

describe('the size of _headers as the catalogue grows', () => {
  /** A catalogue of `count` docs in nested folders, each page with its own script hash, as the build writes them. */
  function catalogue(count: number) {
    const pages: Record<string, string> = { 'index.html': pagePolicy('home'), 'search/index.html': pagePolicy('s'), '404.html': pagePolicy('nf') };
    const files = ['index.html', 'search/index.html', '404.html', 'nav/sidebar.8e29053c2f95.json', 'search-index/meta.json'];
    for (let i = 0; i < count; i += 1) {
      const page = `docs/group${i % 40}/section${i % 7}/doc${i}/index.html`;
      pages[page] = pagePolicy(`doc${i}`);
      files.push(page, page.replace('.html', '.txt'), `img/docs/figure${i}.png`, `search-index/850a2636534c.d${i}.json`);
    }
    return { pages, files };
  }

  it.each([85, 1000, 5000])('with %i docs, holds at most 100 rules, as many as with 85', (count) => {
    const { pages, files } = catalogue(count);
    const text = netlifyHeaders({ 'X-Content-Type-Options': 'nosniff' }, pages, files);
    expect(headerRuleCount(text)).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(headerRuleCount(text)).toBe(headerRuleCount(netlifyHeaders({ 'X-Content-Type-Options': 'nosniff' }, catalogue(85).pages, catalogue(85).files)));
    // Cloudflare Pages reads lines of at most 2,000 characters.
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('counts the rules as the hosts do: one per address line', () => {
    expect(headerRuleCount('/a/*\n  X: 1\n  Y: 2\n# note\n/b\n  X: 3\n')).toBe(2);
  });
});

describe('the _headers file for the docs as Markdown', () => {
  it('serves each doc’s Markdown and the llms files as UTF-8 text of their type, sandboxed like every file', () => {
    const file = netlifyHeaders({}, {}, ['docs/users.md', 'docs.md', 'llms.txt', 'docs/users/index.txt']);
    const policy = "  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox\n";
    expect(file).toContain(`/FusionDR/*.md\n${policy}  Content-Type: text/markdown; charset=utf-8\n`);
    expect(file).toContain(`/FusionDR/*.txt\n${policy}  Content-Type: text/plain; charset=utf-8\n`);
  });
});

describe('the headers of each kind of file, for servers that read _headers.json', () => {
  it('caches images for a day and sandboxes every file that is not a page or a script', () => {
    const kinds = headersByExtension(['index.html', 'img/docs/a.svg', 'docs/index.txt', '_next/static/chunks/c.js']);
    const sandbox = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    expect(kinds.svg).toEqual({ 'Cache-Control': 'public, max-age=86400', 'Content-Security-Policy': sandbox });
    expect(kinds.txt).toEqual({ 'Cache-Control': 'public, max-age=0, must-revalidate', 'Content-Security-Policy': sandbox, 'Content-Type': 'text/plain; charset=utf-8' });
    expect(kinds.html).toEqual({ 'Cache-Control': 'public, max-age=0, must-revalidate' });
    expect(kinds.js).toEqual({ 'Cache-Control': 'public, max-age=0, must-revalidate' });
  });
});
