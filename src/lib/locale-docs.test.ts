import { describe, expect, it } from 'vitest';
import { docsInLocale } from './locale-docs';

const latest = [
  { docId: 'introduction', html: 'Welcome' },
  { docId: 'backup', html: 'Back up' },
];
const translations = [{ docId: 'backup', html: 'Copia de seguridad' }];

describe('a locale’s docs', () => {
  it('are the latest version’s, in their order, each in its translation or else in English made the locale’s', () => {
    const shown = docsInLocale(latest, translations, (d) => ({ ...d, html: `[en] ${d.html}` }));
    expect(shown.map((d) => [d.docId, d.html])).toEqual([
      ['introduction', '[en] Welcome'],
      ['backup', 'Copia de seguridad'],
    ]);
  });
});
