import { describe, expect, it } from 'vitest';
import { docsBehind } from './generation-behind';

const file = (body: string) => `---\ntitle: A doc\n---\n${body}`;

describe('docsBehind', () => {
  const generated = [
    { sourceFilePath: 'docs/a.mdx', body: '\nFirst text.\n' },
    { sourceFilePath: 'docs/b.mdx', body: '\nOther text.\n' },
  ];

  it('finds nothing when every file on disk was generated as it is', () => {
    const onDisk = new Map([['content/docs/a.mdx', file('\nFirst text.\n')], ['content/docs/b.mdx', file('\nOther text.\n')]]);
    expect(docsBehind(generated, onDisk, new Set())).toEqual([]);
  });

  it('names a file saved since the generation, and a file not generated yet', () => {
    const onDisk = new Map([
      ['content/docs/a.mdx', file('\nFirst text, saved again.\n')],
      ['content/docs/b.mdx', file('\nOther text.\n')],
      ['content/docs/new.mdx', file('\nNew.\n')],
    ]);
    expect(docsBehind(generated, onDisk, new Set())).toEqual(['content/docs/a.mdx', 'content/docs/new.mdx']);
  });

  it('leaves out a file with problems, and a generated doc whose file is gone', () => {
    const onDisk = new Map([['content/docs/a.mdx', file('\n<div>\n')]]);
    expect(docsBehind(generated, onDisk, new Set(['content/docs/a.mdx']))).toEqual([]);
  });
});
