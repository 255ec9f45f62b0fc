import { describe, expect, it } from 'vitest';
import { stemOf, termsOf } from './analyze';
import { compileSynonyms, conceptsOf, SYNONYM_WEIGHT } from './concepts';

const synonyms = compileSynonyms([
  ['dog', 'canine'],
  ['horse', 'equine'],
  ['EI', 'exposure index'],
  ['x-ray', 'xray', 'radiograph'],
]);

const termsOfConcepts = (query: string) => conceptsOf(termsOf(query), synonyms).map((c) => c.alternatives.map((a) => a.terms.join(' ')));

describe('the concepts of a query', () => {
  it('gives each word its synonyms, the word as typed counting most', () => {
    const [dog] = conceptsOf(termsOf('dogs'), synonyms);
    expect(dog.alternatives).toEqual([
      { terms: ['dog'], weight: 1 },
      { terms: [stemOf('canine')], weight: SYNONYM_WEIGHT },
    ]);
  });

  it('reads a known phrase as one concept, and an abbreviation as that phrase', () => {
    expect(termsOfConcepts('exposure index for a horse')).toEqual([
      [`${stemOf('exposure')} index`, 'ei'],
      [stemOf('horse'), stemOf('equine')],
    ]);
    expect(termsOfConcepts('EI')).toEqual([['ei', `${stemOf('exposure')} index`]]);
  });

  it('keeps a word the list does not know as it is', () => {
    expect(termsOfConcepts('worklist x-ray')).toEqual([['worklist'], ['x rai', 'xrai', 'radiograph']]);
  });
});
