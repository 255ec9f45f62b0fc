import { describe, expect, it } from 'vitest';
import { anyTermPattern, findTerm, glossaryTerm } from './glossary';

describe('glossary terms as a doc uses them', () => {
  it('finds a term by its name or by its abbreviation', () => {
    const sid = glossaryTerm('Source-to-image distance (SID)', 'source-to-image-distance-sid');
    expect(findTerm(sid, 'Set the SID to 100 cm.')).toEqual({ index: 8, text: 'SID' });
    expect(findTerm(sid, 'The source-to-image distance matters.')?.text).toBe('source-to-image distance');
  });

  it('matches abbreviations exactly and whole words only', () => {
    const ma = glossaryTerm('mA', 'ma');
    expect(findTerm(ma, 'Raise the mAs, not the MA.')).toBeNull();
    expect(findTerm(ma, 'Set mA and time.')?.index).toBe(4);
    expect(findTerm(glossaryTerm('Digital radiography (DR)', 'x'), 'FusionDR is a DR system.')?.index).toBe(14);
  });

  it('ignores capitals in ordinary words', () => {
    expect(findTerm(glossaryTerm('Grid ratio', 'grid-ratio'), 'The grid ratio is 8:1.')?.text).toBe('grid ratio');
    expect(findTerm(glossaryTerm('Worklist', 'worklist'), 'Worklists are lists.')).toBeNull();
  });

  it('tells at once when a text uses none of the terms, and never misses one that is used', () => {
    const terms = [glossaryTerm('Source-to-image distance (SID)', 'sid'), glossaryTerm('mA', 'ma'), glossaryTerm('Grid ratio', 'grid-ratio')];
    const mayUseTerm = (list: typeof terms, text: string) => anyTermPattern(list).test(text);
    expect(mayUseTerm(terms, 'Press Start, then wait for the green light.')).toBe(false);
    expect(mayUseTerm([], 'Any text.')).toBe(false);
    const texts = ['Set the SID to 100 cm.', 'Set mA and time.', 'The grid ratio is 8:1.', 'The source-to-image distance matters.', 'Raise the mAs.'];
    for (const text of texts) {
      if (terms.some((term) => findTerm(term, text))) expect(mayUseTerm(terms, text), text).toBe(true);
    }
    expect(texts.filter((text) => mayUseTerm(terms, text))).toHaveLength(4);
  });
});
