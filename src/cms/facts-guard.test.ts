import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAction } from './local-guard';

/** The CMS's local server checks a facts file or a snippet as the build would, before it is written. */
const save = (path: string, raw: string) => checkAction({ action: 'persistEntry', params: { entry: { path, raw } } });
const screen = 'content/facts/screens/intermediate-options.yaml';
const original = readFileSync(screen, 'utf8');

describe('the CMS saving product facts', () => {
  it('lets a valid change through', () => {
    expect(save(screen, original.replace('default: 12 hours', 'default: 8 hours'))).toHaveProperty('body');
  });

  it('refuses a bad fact with the build’s sentence, naming the file, the line and the field', () => {
    const result = save(screen, original.replace('  - id: auto-accept-after\n', '  - id: Auto Accept\n'));
    expect(result).toEqual({
      refusal: {
        status: 422,
        error: expect.stringMatching(
          /^Not saved: the build would refuse this change\. content\/facts\/screens\/intermediate-options\.yaml, line \d+: "settings → item \d+ → id" must be lower case letters and digits joined by hyphens/,
        ),
      },
    });
  });

  it('refuses removing a setting that pages still name, with each page and line', () => {
    const without = original.replace(/  - id: auto-accept-after\n(?: {4}.*\n)+/, '');
    const result = save(screen, without);
    expect(result).toMatchObject({ refusal: { status: 422 } });
    expect((result as { refusal: { error: string } }).refusal.error).toMatch(/content\/docs\/[\w/]+\.mdx, line \d+: "auto-accept-after" is not a known setting id/);
  });

  it('refuses a snippet that includes itself, and a file outside the facts folders', () => {
    const loop = save('content/snippets/manual-restraint.md', '---\ntitle: Manual restraint\n---\n::include{#manual-restraint}\n');
    expect((loop as { refusal: { error: string } }).refusal.error).toContain('the snippet "manual-restraint" includes itself');
    expect(save('content/facts/../../package.json', '{}')).toMatchObject({ refusal: { status: 403 } });
  });
});
