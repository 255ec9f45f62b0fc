import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { adoptHeadingIds, extractHeadings, extractToc } from './toc';

const body = `
Intro paragraph.

## Before you begin

### Check the \`AE title\`

#### Too deep for the table of contents

## Before you begin

\`\`\`
## not a heading inside code
\`\`\`

:::warning[Radiation safety]
Stay behind the barrier.
:::

## Ports & [firewalls](/docs/settings/hardware/network)
`;

describe('table of contents', () => {
  it('lists headings of levels 2 and 3 only, never 4', () => {
    expect(extractToc(parseMarkdown(body)).map((h) => [h.depth, h.value])).toEqual([
      [2, 'Before you begin'],
      [3, 'Check the AE title'],
      [2, 'Before you begin'],
      [2, 'Ports & firewalls'],
    ]);
  });

  it('gives each heading the id the page gives it, unique on the page', () => {
    expect(extractToc(parseMarkdown(body)).map((h) => h.id)).toEqual([
      'before-you-begin',
      'check-the-ae-title',
      'before-you-begin-1',
      'ports--firewalls',
    ]);
  });

  it('counts h4 headings when making ids unique, as the page does', () => {
    expect(extractHeadings(body).find((h) => h.depth === 4)?.id).toBe('too-deep-for-the-table-of-contents');
  });

  it('is empty for a page without sections', () => {
    expect(extractToc(parseMarkdown('Just a paragraph.'))).toEqual([]);
  });
});

describe('a translation’s headings', () => {
  it('answer the English anchors, place by place', () => {
    const spanish = parseMarkdown('## Antes de empezar\n\ntexto\n\n### Solución de problemas\n');
    expect(adoptHeadingIds(spanish, parseMarkdown('## Before you begin\n\ntext\n\n### Troubleshooting\n'))).toBeUndefined();
    expect(extractToc(spanish)).toEqual([
      { value: 'Antes de empezar', id: 'before-you-begin', depth: 2 },
      { value: 'Solución de problemas', id: 'troubleshooting', depth: 3 },
    ]);
  });

  it('are refused when they do not match the English doc’s one to one', () => {
    const spanish = parseMarkdown('## Antes de empezar\n');
    expect(adoptHeadingIds(spanish, parseMarkdown('## Before you begin\n\n## Steps\n'))).toBe("its headings (h2) do not match the English doc's (h2 h2)");
    expect(extractToc(spanish)[0].id).toBe('antes-de-empezar');
  });
});
