import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rehypeSiteLinks } from './rehype-site-links';

/** A doc's Markdown as HTML, its links and images under `basePath`. */
const html = (markdown: string, basePath: string) =>
  String(unified().use(remarkParse).use(remarkRehype).use(rehypeSiteLinks, { basePath }).use(rehypeStringify).processSync(markdown));

const doc = '[Users](/docs/settings/users) [Search](/search/) [Site](https://example.org/)\n\n![Login](/img/docs/login-screen.svg)\n';

describe('links and images written in a doc follow the base path it is built for', () => {
  it("under the spec's /FusionDR", () => {
    const out = html(doc, '/FusionDR');
    expect(out).toContain('href="/FusionDR/docs/settings/users/"');
    expect(out).toContain('href="/FusionDR/search/"');
    expect(out).toContain('src="/FusionDR/img/docs/login-screen.svg"');
    expect(out).toContain('href="https://example.org/" target="_blank"');
  });

  it('under /docs, where a doc link starts like the base path', () => {
    const out = html(doc, '/docs');
    expect(out).toContain('href="/docs/docs/settings/users/"');
    expect(out).toContain('href="/docs/search/"');
    expect(out).toContain('src="/docs/img/docs/login-screen.svg"');
  });

  it('under /img, where an image starts like the base path', () => {
    expect(html(doc, '/img')).toContain('src="/img/img/docs/login-screen.svg"');
  });

  it('at the root of the host', () => {
    const out = html(doc, '');
    expect(out).toContain('href="/docs/settings/users/"');
    expect(out).toContain('src="/img/docs/login-screen.svg"');
    expect(out).not.toContain('FusionDR');
  });
});
