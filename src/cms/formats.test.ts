import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFrontmatterSchema } from '../../schemas';
import { categoryJson, mdxFrontmatter } from './formats';

const docsDir = join(import.meta.dirname, '..', '..', 'content', 'docs');
const docOrder = Object.keys(docFrontmatterSchema.shape);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Lines of `after` that differ from `before`, for files whose line count did not change. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

const files = walk(docsDir);
const docs = files.filter((f) => f.endsWith('.mdx'));
const categories = files.filter((f) => f.endsWith('_category_.json'));

describe('the CMS writes docs in the repository style', () => {
  it.each(docs.map((f) => [relative(docsDir, f), f]))('saves %s unchanged when nothing was edited', (_, file) => {
    const text = readFileSync(file, 'utf8');
    expect(mdxFrontmatter.toFile(mdxFrontmatter.fromFile(text), docOrder)).toBe(text);
  });

  it('changes exactly the title line when only the title is edited', () => {
    const text = readFileSync(join(docsDir, 'settings/DICOM/worklist.mdx'), 'utf8');
    const data = mdxFrontmatter.fromFile(text);
    const saved = mdxFrontmatter.toFile({ ...data, title: 'Worklist settings: C-FIND filters' }, docOrder);
    expect(changedLines(text, saved)).toEqual(['title: "Worklist settings: C-FIND filters"']);
  });

  it('keeps a long description on one line and the body byte for byte', () => {
    const body = '\nA paragraph with <ReleaseDate date="2026-11-03" /> and {braces} in `code`.\n\n:::note[Title]\nText\n:::\n';
    const description = 'x'.repeat(250);
    const saved = mdxFrontmatter.toFile({ title: 'T', description, sidebar_position: 1, body }, docOrder);
    expect(saved).toBe(`---\ntitle: T\ndescription: ${description}\nsidebar_position: 1\n---\n${body}`);
    expect(mdxFrontmatter.fromFile(saved).body).toBe(body);
  });

  it('writes fields in schema order and leaves empty optional fields out', () => {
    const saved = mdxFrontmatter.toFile(
      { body: '\nText\n', sidebar_label: '', last_update: '2026-11-03', sidebar_position: 2, title: 'New page', description: 'D' },
      docOrder,
    );
    expect(saved).toBe('---\ntitle: New page\ndescription: D\nsidebar_position: 2\nlast_update: 2026-11-03\n---\n\nText\n');
  });

  it('gives a new doc the blank line after the frontmatter and the final newline of the other docs', () => {
    const saved = mdxFrontmatter.toFile({ title: 'New page', description: 'D', sidebar_position: 1, body: 'First line.' }, docOrder);
    expect(saved).toBe('---\ntitle: New page\ndescription: D\nsidebar_position: 1\n---\n\nFirst line.\n');
  });

  it('reads a date as the text YYYY-MM-DD that the schema expects', () => {
    const data = mdxFrontmatter.fromFile('---\ntitle: T\nlast_update: 2026-11-03\n---\n\nBody\n');
    expect(data.last_update).toBe('2026-11-03');
    expect(docFrontmatterSchema.shape.last_update.safeParse(data.last_update).success).toBe(true);
  });

  it('does not end the frontmatter at a "---" inside a value', () => {
    const data = mdxFrontmatter.fromFile('---\ntitle: Before---after\n---\n\nBody\n');
    expect(data).toEqual({ title: 'Before---after', body: '\nBody\n' });
  });
});

describe('the CMS writes _category_.json in the repository style', () => {
  it.each(categories.map((f) => [relative(docsDir, f), f]))('saves %s unchanged when nothing was edited', (_, file) => {
    const text = readFileSync(file, 'utf8');
    expect(categoryJson.toFile(categoryJson.fromFile(text), ['label', 'position', 'collapsed'])).toBe(text);
  });

  it('changes only the edited value', () => {
    const saved = categoryJson.toFile({ position: 5, label: 'DICOM networking', collapsed: true }, ['label', 'position', 'collapsed']);
    expect(saved).toBe('{ "label": "DICOM networking", "position": 5, "collapsed": true }\n');
  });
});
