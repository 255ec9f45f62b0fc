import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_ELEMENTS, REGISTERED_COMPONENTS } from './doc-rules';

const guide = readFileSync(join(import.meta.dirname, '..', '..', 'CONTRIBUTING.md'), 'utf8');
const section = guide.slice(guide.indexOf('## What a doc may contain'), guide.indexOf('## Admonitions'));

describe('the writers’ guide says what a doc may contain', () => {
  it('lists every registered component, with the example the build’s messages give, and no other', () => {
    const listed = [...section.matchAll(/^\| `<(\w+)[^`]*` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(REGISTERED_COMPONENTS).sort());
    for (const component of Object.values(REGISTERED_COMPONENTS)) expect(section).toContain(`\`${component.example}\``);
  });

  it('names every element the build refuses by name', () => {
    for (const name of Object.keys(FORBIDDEN_ELEMENTS)) expect(section).toContain(`\`<${name}>\``);
  });
});
