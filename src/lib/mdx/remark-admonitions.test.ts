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
  it.each(['note', 'tip', 'info', 'warning', 'danger'])(':::%s becomes a note titled and named with its kind', (kind) => {
    const html = render(`:::${kind}\nCheck the cable.\n:::`);
    const word = `${kind[0].toUpperCase()}${kind.slice(1)}`;
    expect(html).toContain(`<aside class="admonition admonition-${kind}" data-admonition="${kind}" role="note" aria-label="${word}">`);
    expect(html).toContain(`<p class="admonition-title"><span class="admonition-kind">${word}</span></p>`);
    expect(html).toContain('<p>Check the cable.</p>');
  });

  it('takes an optional title in brackets, with inline formatting, and says the kind before it', () => {
    const html = render(':::danger[Patient **safety**]\nLeave the room.\n:::');
    expect(html).toContain('aria-label="Danger: Patient safety"');
    expect(html).toContain('<p class="admonition-title"><span class="admonition-kind">Danger: </span>Patient <strong>safety</strong></p>');
  });

  it('says the kind in the language of a translated doc', () => {
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions).use(remarkRehype).use(rehypeStringify);
    const html = String(processor.processSync({ path: 'content/i18n/es/docs/settings/system/backup.mdx', value: ':::warning[Pérdida de datos]\nTexto.\n:::' }));
    expect(html).toContain('aria-label="Advertencia: Pérdida de datos"');
    expect(html).toContain('<span class="admonition-kind">Advertencia: </span>Pérdida de datos');
  });

  it('does not say the kind twice when the title starts with it', () => {
    const html = render(':::warning[Warning: hot tube head]\nLet it cool.\n:::');
    expect(html).toContain('aria-label="Warning: hot tube head"');
    expect(html).toContain('<p class="admonition-title">Warning: hot tube head</p>');
  });

  it('keeps text that only looks like a directive', () => {
    expect(render('Open at 10:30 and check Status:ready.')).toContain('Open at 10:30 and check Status:ready.');
  });

  it('refuses an unknown kind with the list of kinds', () => {
    expect(() => render(':::caution\nx\n:::')).toThrow('":::caution" is not an admonition. Use one of :::note, :::tip, :::info, :::warning, :::danger.');
  });
});
