import { describe, expect, it } from 'vitest';
import { searchStrings } from '../search';
import { searchStringsEs } from '../search.es';
import * as client from './client';
import { stringsEs as clientEs } from './client.es';
import * as copyMarkdown from './copy-markdown';
import { stringsEs as copyMarkdownEs } from './copy-markdown.es';
import * as drawer from './drawer';
import { stringsEs as drawerEs } from './drawer.es';
import * as feedback from './feedback';
import { stringsEs as feedbackEs } from './feedback.es';
import * as index from './index';
import { stringsEs as indexEs } from './index.es';
import * as llms from './llms';
import { stringsEs as llmsEs } from './llms.es';
import * as offline from './offline';
import { stringsEs as offlineEs } from './offline.es';
import * as redirects from './redirects';
import { stringsEs as redirectsEs } from './redirects.es';

/** Strings that Spanish writes exactly as English does: key shortcuts, the product's name, and words spelled alike. */
const SAME_IN_BOTH = new Set(['Ctrl K', '⌘ K', 'FusionDR', 'No', 'General']);

/** Arguments a function leaf is called with: text for text parameters, a number for counts, years and percentages. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  'colorMode.toggleLabel': ['dark', 'light'],
  'offline.downloading': [42],
  'footer.copyright': [2026],
  'seeAll': [7],
  'count': [7],
  'resultCount': [7],
};

type Leaf = { path: string; english: string; spanish: unknown };

function leaves(english: object, spanish: unknown, prefix = ''): Leaf[] {
  return Object.entries(english).flatMap(([key, value]): Leaf[] => {
    const path = prefix + key;
    const other = (spanish as Record<string, unknown> | undefined)?.[key];
    if (typeof value === 'string') return [{ path, english: value, spanish: other }];
    if (typeof value === 'function') {
      const args = SAMPLE_ARGS[path] ?? Array.from({ length: value.length }, (_, i) => `arg${i}`);
      return [{ path, english: value(...args), spanish: typeof other === 'function' ? other(...args) : other }];
    }
    return leaves(value as object, other, `${path}.`);
  });
}

const files = {
  'client.ts': [client.strings, clientEs],
  'copy-markdown.ts': [copyMarkdown.strings, copyMarkdownEs],
  'drawer.ts': [drawer.strings, drawerEs],
  'feedback.ts': [feedback.strings, feedbackEs],
  'index.ts': [index.strings, indexEs],
  'llms.ts': [llms.strings, llmsEs],
  'offline.ts': [offline.strings, offlineEs],
  'redirects.ts': [redirects.strings, redirectsEs],
  'search.ts': [searchStrings, searchStringsEs],
} as const;

describe.each(Object.entries(files))('the Spanish strings of %s', (_file, [english, spanish]) => {
  const all = leaves(english, spanish);

  it('give every English string a Spanish one, written out', () => {
    const missing = all.filter((leaf) => typeof leaf.spanish !== 'string' || leaf.spanish.trim() === '');
    expect(missing.map((leaf) => leaf.path)).toEqual([]);
  });

  it('translate every string but those spelled alike in both languages', () => {
    const untranslated = all.filter((leaf) => leaf.spanish === leaf.english && !SAME_IN_BOTH.has(leaf.english));
    expect(untranslated.map((leaf) => `${leaf.path}: ${leaf.english}`)).toEqual([]);
  });

  it('keep what a function is given in what it returns', () => {
    const dropped = all.filter(
      (leaf) => (leaf.english.match(/arg\d|\b(?:42|2026|7)\b/g) ?? []).some((arg) => !String(leaf.spanish).includes(arg)),
    );
    expect(dropped.map((leaf) => leaf.path)).toEqual([]);
  });

  it('hold no key the English lacks', () => {
    const extra = leaves(spanish, english).filter((leaf) => leaf.spanish === undefined);
    expect(extra.map((leaf) => leaf.path)).toEqual([]);
  });
});
