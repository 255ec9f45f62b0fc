import { describe, expect, it } from 'vitest';
import { findTerm, glossaryTerm } from './glossary';

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
});
