import { describe, expect, it } from 'vitest';
import { facetsEs, fixtureIndexEs, fixtureSourceEs } from './__fixtures__/docs-es';
import { createLocalClient } from './local-client';
import { withSafeHighlights } from './safe-client';
import type { SearchRequest } from './types';

const facetFilters = [`language:${facetsEs.language}`, `docusaurus_tag:${facetsEs.docusaurus_tag}`];
const client = withSafeHighlights(createLocalClient(fixtureSourceEs()));

async function search(query: string, extra: Partial<SearchRequest> = {}) {
  const { results } = await client.search({ requests: [{ indexName: 'docs', query, facetFilters, removeWordsIfNoResults: 'allOptional', ...extra }] });
  return results[0];
}

describe('the built-in search over a Spanish index, through the browser client', () => {
  it('answers a Spanish question with the section about it', async () => {
    const result = await search('¿cómo calibro el detector?');
    expect(result.hits[0].url).toBe(encodeURI('/FusionDR/es/docs/settings/calibration/#realizar-una-calibración'));
    expect(result.hits[0]._snippetResult?.content?.value).toContain('<mark>calibración</mark>');
  });

  it('finds a word through its Spanish forms', async () => {
    for (const query of ['calibrar', 'calibrado', 'calibraciones']) {
      expect((await search(query)).hits[0]?.hierarchy.lvl0, query).toBe('Calibración del detector');
    }
    expect((await search('imagen')).hits.map((h) => h.hierarchy.lvl0)).toContain('Copia de seguridad');
  });

  it('does not let accents decide a match', async () => {
    const typed = await search('calibracion');
    expect(typed.hits[0].hierarchy.lvl0).toBe('Calibración del detector');
    expect(typed.hits.map((h) => h.url)).toEqual((await search('calibración')).hits.map((h) => h.url));
    expect((await search('restauracion base de datos')).hits[0].url).toBe('/FusionDR/es/docs/settings/system/backup/#restaurar-una-copia-de-seguridad');
    // A heading typed as it reads, accents aside, comes first.
    expect((await search('cuando recalibrar')).hits[0].url).toBe(encodeURI('/FusionDR/es/docs/settings/calibration/#cuándo-recalibrar'));
  });

  it('finds nothing for queries the manual does not answer', async () => {
    for (const query of ['pizza', 'asdfgh', 'fútbol', 'futbol', '¿dónde está el fútbol?', 'receta de pizza', 'detector de fútbol']) {
      expect((await search(query)).nbHits, query).toBe(0);
    }
  });

  it('is built without the synonym list, which is English', () => {
    expect(fixtureIndexEs().meta.synonyms).toEqual([]);
  });
});
