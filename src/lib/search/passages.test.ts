import { describe, expect, it } from 'vitest';
import { fixtureIndex } from './__fixtures__/docs';
import { fixtureSourceEs } from './__fixtures__/docs-es';
import { createLocalClient } from './local-client';
import { answerFromDocs, bestPassage, questionTerms } from './passages';
import { withSafeHighlights } from './safe-client';

const client = withSafeHighlights(createLocalClient(fixtureIndex()));
const base = { indexName: 'docs', facetFilters: ['language:en'] };

describe('Ask AI without an assistant: quotes from the docs', () => {
  it('keeps the words of a question that name its topic', () => {
    expect(questionTerms('How do I restore the database?')).toEqual(['restore', 'database']);
  });

  it('picks the sentence that answers most of the question, word for word', () => {
    const text = 'Back up the database to a share. A restore replaces the current database.\nSee the restore page.';
    expect(bestPassage(text, ['restore', 'database'])).toBe('A restore replaces the current database.');
  });

  it('quotes passages with a link to their section, escaped, the question’s words marked', async () => {
    const quotes = await answerFromDocs(client, base, 'How do I restore from a backup?');
    expect(quotes[0]).toMatchObject({
      url: '/FusionDR/docs/settings/system/backup/#restore-from-a-backup',
      source: ['Backup', 'Restore from a backup'],
    });
    expect(quotes[0].html).toContain('<mark>restore</mark>');
    expect(quotes.length).toBeLessThanOrEqual(3);
    expect(new Set(quotes.map((q) => q.url)).size).toBe(quotes.length);
  });

  it('quotes text that looks like markup as text', async () => {
    const [quote] = await answerFromDocs(client, base, 'What does onerror=alert show?');
    expect(quote.html).toContain('&lt;img src=x <mark>onerror</mark>=<mark>alert</mark>(1)&gt;');
  });

  it('reads a question asked of Spanish docs in Spanish: its stop words dropped, its words matched in their other forms', async () => {
    const spanish = withSafeHighlights(createLocalClient(fixtureSourceEs()));
    const quotes = await answerFromDocs(spanish, { indexName: 'docs', facetFilters: ['language:es'] }, '¿Cuándo hay que calibrar el detector?');
    expect(quotes[0].html).toBe('Abra Ajustes › <mark>Calibración</mark>, elija el <mark>detector</mark> y siga los pasos del asistente.');
    expect(quotes.find((q) => q.source.includes('Cuándo recalibrar'))?.html).toBe(
      '<mark>Calibre</mark> un <mark>detector</mark> justo después de registrarlo y cuando las imágenes muestren líneas o manchas.',
    );
  });

  it('has nothing to quote for a question of stop words only', async () => {
    expect(await answerFromDocs(client, base, 'zzz qqq')).toEqual([]);
  });
});
