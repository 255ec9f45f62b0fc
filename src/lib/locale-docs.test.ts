import { describe, expect, it } from 'vitest';
import { docsInLocale } from './locale-docs';

const docs = [
  { docId: 'introduction', version: 'current', html: 'Welcome' },
  { docId: 'backup', version: 'current', html: 'Back up' },
  { docId: 'backup', version: 'es', html: 'Copia de seguridad' },
  { docId: 'backup', version: '2.11', html: 'Old backup' },
];

describe('a locale’s docs', () => {
  it('are the latest version’s, each in its translation or else in English made the locale’s', () => {
    const shown = docsInLocale(docs, 'current', 'es', (d) => ({ ...d, html: `[en] ${d.html}` }));
    expect(shown.map((d) => [d.docId, d.html])).toEqual([
      ['introduction', '[en] Welcome'],
      ['backup', 'Copia de seguridad'],
    ]);
  });
});
