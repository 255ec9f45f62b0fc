import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categorySchema } from './category';
import { cmsFields, fieldLabel } from './cms-fields';
import { docFrontmatterSchema } from './doc';
import { describeFields } from './fields';

const widgetOfKind = { string: 'string', number: 'number', boolean: 'boolean', date: 'string', list: 'text-list' } as const;

describe.each([
  ['doc frontmatter', docFrontmatterSchema],
  ['_category_.json', categorySchema],
])('the CMS fields of the %s', (_, schema) => {
  const fields = cmsFields(schema);
  const described = describeFields(schema);

  it('are the schema fields, field for field, in the same order', () => {
    expect(fields.map((f) => f.name)).toEqual(Object.keys(schema.shape));
  });

  it('carry each field’s kind, required flag and description', () => {
    expect(fields.map((f) => [f.name, f.widget, f.required, f.hint])).toEqual(
      described.map((d) => [d.name, widgetOfKind[d.kind], d.required, d.description]),
    );
    for (const field of fields) expect(field.hint).not.toBe('');
  });
});

describe('CMS field details follow the schema rules', () => {
  const byName = Object.fromEntries(cmsFields(docFrontmatterSchema).map((f) => [f.name, f]));

  it('requires title, description and sidebar_position, and not the optional fields', () => {
    expect(Object.values(byName).filter((f) => f.required).map((f) => f.name)).toEqual(['title', 'description', 'sidebar_position']);
  });

  it('asks for a whole number of at least 0 for sidebar_position', () => {
    // Read as written (2.5 stays 2.5), so the content check can refuse it instead of the form rounding it.
    expect(byName.sidebar_position).toMatchObject({ widget: 'number', value_type: 'float', min: 0, step: 1 });
  });

  it('asks for last_update as text written YYYY-MM-DD, the way its hint and the file write it', () => {
    const [pattern, message] = byName.last_update.pattern ?? ['', ''];
    expect(byName.last_update.widget).toBe('string');
    expect(message).toBe('Last update must be a date written YYYY-MM-DD, for example 2026-03-01.');
    const accepts = (text: string) => new RegExp(pattern).test(text);
    expect(['2026-03-01', '2025-12-31'].map(accepts)).toEqual([true, true]);
    expect(['03/01/2026', '2026-13-01', '2026-3-1', ''].map(accepts)).toEqual([false, false, false, false]);
  });

  it('rejects in the form the text lengths the build rejects', () => {
    const title = new RegExp(byName.title.pattern![0]);
    expect(title.test('Worklist settings')).toBe(true);
    expect(title.test('x'.repeat(120))).toBe(true);
    expect(title.test(`  ${'x'.repeat(120)}  `)).toBe(true);
    expect(title.test('x'.repeat(121))).toBe(false);
    expect(title.test('   ')).toBe(false);
    expect(new RegExp(byName.sidebar_label.pattern![0]).test('x'.repeat(61))).toBe(false);
    for (const text of ['Worklist', 'x'.repeat(121), '   ']) {
      expect(title.test(text)).toBe(docFrontmatterSchema.shape.title.safeParse(text).success);
    }
  });

  it('labels fields in words', () => {
    expect(fieldLabel('sidebar_position')).toBe('Sidebar position');
    expect(byName.title.label).toBe('Title');
  });
});

describe('a field added to a schema', () => {
  it('appears in the CMS with its kind, required flag and description', () => {
    const extended = docFrontmatterSchema.extend({
      keywords: z.string().optional().describe('Words that search should match.'),
      hide_table_of_contents: z.boolean().describe('Hide the table of contents.'),
    });
    const fields = cmsFields(extended);
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(docFrontmatterSchema.shape), 'keywords', 'hide_table_of_contents']);
    expect(fields.at(-2)).toMatchObject({ widget: 'string', required: false, hint: 'Words that search should match.', label: 'Keywords' });
    expect(fields.at(-1)).toMatchObject({ widget: 'boolean', required: true, hint: 'Hide the table of contents.' });
  });

  it('of a kind the CMS cannot show stops the generation with the field named', () => {
    const extended = docFrontmatterSchema.extend({ tags: z.array(z.number()) });
    expect(() => cmsFields(extended)).toThrow(/"tags"/);
  });
});
