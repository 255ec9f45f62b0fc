import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from './frontmatter';

describe('splitFrontmatter', () => {
  it('separates the YAML from the body and says where the body starts', () => {
    const parts = splitFrontmatter('---\ntitle: Worklist\nsidebar_position: 2\n---\n\n# Worklist\n');
    expect(parts).toEqual({ yaml: 'title: Worklist\nsidebar_position: 2', body: '\n# Worklist\n', bodyLine: 5 });
  });

  it('reads Windows line endings, an empty block and spaces after the closing line', () => {
    expect(splitFrontmatter('---\r\ntitle: A\r\n---\r\nBody')).toMatchObject({ yaml: 'title: A', body: 'Body', bodyLine: 4 });
    expect(splitFrontmatter('---\n---\nBody')).toMatchObject({ yaml: '', body: 'Body', bodyLine: 3 });
    expect(splitFrontmatter('---\ntitle: A\n---  \nBody')).toMatchObject({ yaml: 'title: A', body: 'Body' });
    expect(splitFrontmatter('---\ntitle: A\n---')).toMatchObject({ yaml: 'title: A', body: '' });
  });

  it('finds no frontmatter when the file does not open with one', () => {
    expect(splitFrontmatter('# Worklist\n---\ntitle: A\n---\n')).toBeNull();
    expect(splitFrontmatter('---\ntitle: A\n')).toBeNull();
    expect(splitFrontmatter('---\ntitle: A\n---Body')).toBeNull();
  });
});
