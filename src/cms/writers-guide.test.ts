import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categorySchema, describeFields, docFrontmatterSchema } from '../../schemas';

const guide = readFileSync(join(import.meta.dirname, '..', '..', 'CONTRIBUTING.md'), 'utf8');

/** Rows of the guide's field tables: | `name` | required | value | what it is for | */
function guideRows(): Map<string, { required: boolean; description: string }> {
  const rows = new Map<string, { required: boolean; description: string }>();
  for (const match of guide.matchAll(/^\| `(\w+)` \| (required|optional) \| [^|]+ \| (.+) \|$/gm)) {
    rows.set(match[1], { required: match[2] === 'required', description: match[3] });
  }
  return rows;
}

describe('the writers’ guide (CONTRIBUTING.md) describes the fields the schemas define', () => {
  it.each([
    ['doc frontmatter', docFrontmatterSchema],
    ['_category_.json', categorySchema],
  ])('lists every field of the %s, with its required flag and description', (_, schema) => {
    const rows = guideRows();
    for (const field of describeFields(schema)) {
      expect(rows.get(field.name), `CONTRIBUTING.md has no row for "${field.name}"`).toEqual({
        required: field.required,
        description: field.description,
      });
    }
  });

  it('lists no field the schemas do not have', () => {
    const known = new Set([...describeFields(docFrontmatterSchema), ...describeFields(categorySchema)].map((f) => f.name));
    expect([...guideRows().keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it('shows all five admonition kinds with the title syntax', () => {
    for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) expect(guide).toMatch(new RegExp(`^:::${kind}`, 'm'));
    expect(guide).toMatch(/^:::warning\[Radiation safety\]$/m);
  });
});
