import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { glossaryTerm } from '../glossary';
import { parseDocBody } from './preset';
import { linkGlossaryTerms } from './remark-glossary-links';

const terms = [glossaryTerm('Picture archiving and communication system (PACS)', 'pacs'), glossaryTerm('Kilovoltage peak (kVp)', 'kvp')];
const toHtml = unified().use(remarkRehype).use(rehypeStringify);

function render(markdown: string): string {
  const tree = parseDocBody(markdown);
  linkGlossaryTerms(tree, terms);
  return String(toHtml.stringify(toHtml.runSync(tree as never)));
}

describe('the first use of a glossary term links to its entry', () => {
  it('links the first bare use only, and goes on in the same text', () => {
    expect(render('Send to the PACS at 70 kVp. The PACS keeps it.')).toBe(
      '<p>Send to the <a href="/docs/resources/glossary#pacs">PACS</a> at 70 <a href="/docs/resources/glossary#kvp">kVp</a>. The PACS keeps it.</p>',
    );
  });

  it('counts a use already linked to the entry, and not a use inside another link or in bold, code or a heading', () => {
    expect(render('## PACS\n\n**PACS** `PACS` [the PACS page](/docs/settings/DICOM/storage) then PACS.')).toBe(
      '<h2>PACS</h2>\n<p><strong>PACS</strong> <code>PACS</code> <a href="/docs/settings/DICOM/storage">the PACS page</a> then <a href="/docs/resources/glossary#pacs">PACS</a>.</p>',
    );
    expect(render('[PACS](/docs/resources/glossary#pacs) and PACS.')).toBe('<p><a href="/docs/resources/glossary#pacs">PACS</a> and PACS.</p>');
  });

  it('leaves a table’s header row alone and leaves the glossary page itself unlinked', () => {
    expect(render('| PACS |\n| --- |\n| PACS |')).toContain('<td><a href="/docs/resources/glossary#pacs">PACS</a></td>');
    expect(render('### Picture archiving and communication system (PACS)\n\nThe PACS stores images.')).not.toContain('<a');
  });
});
