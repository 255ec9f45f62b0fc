import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkAdmonitions } from './remark-admonitions';

const render = (markdown: string) =>
  String(unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions).use(remarkRehype).use(rehypeStringify).processSync(markdown));

describe('admonitions written in plain Markdown', () => {
  it.each(['note', 'tip', 'info', 'warning', 'danger'])(':::%s becomes a titled aside', (kind) => {
    const html = render(`:::${kind}\nCheck the cable.\n:::`);
    expect(html).toContain(`<aside class="admonition admonition-${kind}" data-admonition="${kind}">`);
    expect(html).toContain(`<p class="admonition-title">${kind[0].toUpperCase()}${kind.slice(1)}</p>`);
    expect(html).toContain('<p>Check the cable.</p>');
  });

  it('takes an optional title in brackets, with inline formatting', () => {
    const html = render(':::danger[Radiation **safety**]\nLeave the room.\n:::');
    expect(html).toContain('<p class="admonition-title">Radiation <strong>safety</strong></p>');
  });

  it('keeps text that only looks like a directive', () => {
    expect(render('Open at 10:30 and check Status:ready.')).toContain('Open at 10:30 and check Status:ready.');
  });

  it('refuses an unknown kind with the list of kinds', () => {
    expect(() => render(':::caution\nx\n:::')).toThrow('":::caution" is not an admonition. Use one of :::note, :::tip, :::info, :::warning, :::danger.');
  });
});
