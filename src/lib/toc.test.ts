import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractHeadings, extractToc, headingLines } from './toc';

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
    expect(extractToc(body).map((h) => [h.depth, h.value])).toEqual([
      [2, 'Before you begin'],
      [3, 'Check the AE title'],
      [2, 'Before you begin'],
      [2, 'Ports & firewalls'],
    ]);
  });

  it('gives each heading the id the page gives it, unique on the page', () => {
    expect(extractToc(body).map((h) => h.id)).toEqual([
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
    expect(extractToc('Just a paragraph.')).toEqual([]);
  });
});

describe('the table of contents from the heading lines alone', () => {
  const docs = readdirSync('content/docs', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));
  const bodyOf = (file: string) => readFileSync(join('content/docs', file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

  it('is the one the whole body gives, for every doc of the site', { timeout: 60_000 }, () => {
    expect(docs.length).toBeGreaterThan(80);
    for (const file of docs) expect(extractToc(bodyOf(file)), file).toEqual(extractHeadings(bodyOf(file)).filter((h) => h.depth >= 2 && h.depth <= 3));
  });

  it('keeps headings in quotes, lists and admonitions, and leaves out what a fence holds', () => {
    const lines = headingLines('## One\n\n> ## In a quote\n\n- ## In a list\n\n~~~~md\n## code\n~~~\n## still code\n~~~~\n\n:::note\n## In a note\n:::\n\nText with a #hashtag.');
    expect(lines).toBe('## One\n\n> ## In a quote\n\n- ## In a list\n\n## In a note');
    expect(extractToc(body)).toEqual(extractHeadings(body).filter((h) => h.depth >= 2 && h.depth <= 3));
  });

  it('reads the whole body when a line could underline the one above it (a setext heading)', () => {
    const setext = 'Intro.\n\nBefore you begin\n---\n\n## Next';
    expect(headingLines(setext)).toBeNull();
    expect(extractToc(setext).map((h) => h.value)).toEqual(['Before you begin', 'Next']);
    expect(headingLines('Intro.\n\n---\n\n## Next')).toBe('## Next');
  });
});
