import { describe, expect, it } from 'vitest';
import { statusLine, translationStatus } from './translation-status';

describe("a locale's translation status", () => {
  const english = new Map([
    ['introduction.mdx', 100],
    ['loginScreen.mdx', 300],
    ['settings/users.mdx', 100],
    ['troubleshooting.mdx', 500],
  ]);

  it('counts each English doc as up to date, out of date (changed after its translation) or missing', () => {
    const status = translationStatus(
      'es',
      english,
      new Map([
        ['introduction.mdx', 200],
        ['loginScreen.mdx', 200],
        ['troubleshooting.mdx', 0],
        ['oldPage.mdx', 50],
      ]),
    );
    expect(status).toEqual({
      locale: 'es',
      upToDate: ['introduction.mdx', 'troubleshooting.mdx'],
      outOfDate: ['loginScreen.mdx'],
      missing: ['settings/users.mdx'],
      orphaned: ['oldPage.mdx'],
    });
    expect(statusLine(status)).toBe('es: 3 of 4 docs translated (1 out of date), 1 missing, 1 without an English doc');
  });

  it('says when nothing is translated yet', () => {
    expect(statusLine(translationStatus('de', english, new Map()))).toBe('de: 0 of 4 docs translated (0 out of date), 4 missing');
  });
});
