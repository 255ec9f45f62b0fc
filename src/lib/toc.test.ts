import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { extractHeadings, extractToc } from './toc';

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
