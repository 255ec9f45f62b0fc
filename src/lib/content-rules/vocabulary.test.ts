import { describe, expect, it } from 'vitest';
import { checkVocabulary, closestTerm, editDistance, parseVocabulary, vocabularyOf } from './vocabulary';

const vocabulary = parseVocabulary(`
terms:
  - name: Acquire
    kind: button
    replaces: [Open, Start]
  - name: Reassign Image
    kind: menu item
    replaces: [Move image]
  - name: Patients
    kind: tab
  - name: Studies
    kind: tab
`);
const path = 'content/docs/smartFlow.mdx';

describe('the vocabulary of UI names in numbered steps', () => {
  it('accepts steps that use the one spelling of each name', () => {
    expect(checkVocabulary(path, '1. Open the **Studies** tab.\n2. Click **Acquire**.\n', 6, vocabulary)).toEqual([]);
  });

  it('refuses an unknown name with its file, line and the closest known term', () => {
    const errors = checkVocabulary(path, 'Intro.\n\n1. Open the **Studys** tab.\n2. Click **Acquire**.\n', 6, vocabulary);
    expect(errors).toEqual([
      `${path}:9: "Studys" in a numbered step is not a name in the product's vocabulary (content/facts (terms.yaml and screens/)). Did you mean **Studies**? ` +
        'If it is a new screen, button or field, add it to its screen in content/facts/screens/, or to terms.yaml (see CONTRIBUTING.md).',
    ]);
  });

  it('names the one spelling when a step uses a replaced variant or another capitalisation', () => {
    const errors = checkVocabulary(path, '1. Click **Start**.\n2. Choose **reassign image**.\n', 0, vocabulary);
    expect(errors).toEqual([
      `${path}:1: "Start" is not the product's name for this button; write **Acquire**.`,
      `${path}:2: "reassign image" is not the product's name for this menu item; write **Reassign Image**.`,
    ]);
  });

  it('leaves bold outside numbered steps, and step titles ending with a full stop, alone', () => {
    const body = '- Click **Whatever** in a bullet.\n\n1. **Offset (dark).** Wait two minutes.\n';
    expect(checkVocabulary(path, body, 0, vocabulary)).toEqual([]);
  });

  it('suggests the nearest spelling for a typo', () => {
    expect(closestTerm('Reasign Imag', vocabulary).name).toBe('Reassign Image');
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('refuses a vocabulary that lists one spelling under two terms', () => {
    expect(() => parseVocabulary('terms:\n  - name: Open\n    kind: button\n  - name: Acquire\n    kind: button\n    replaces: [open]\n')).toThrow(
      'content/facts/terms.yaml: "open" is listed twice (under "Open" and "Acquire"); keep it under one term.',
    );
  });

  it('takes a name several screens list as one term, in its first spelling', () => {
    const merged = vocabularyOf([
      { name: 'Save', kind: 'button' },
      { name: 'save', kind: 'button' },
      { name: 'Accept', kind: 'button', replaces: ['OK'] },
      { name: 'Accept', kind: 'button', replaces: ['Approve'] },
    ]);
    expect(merged.terms.map((t) => t.name)).toEqual(['Save', 'Accept']);
    expect(checkVocabulary(path, '1. Click **Approve**.\n', 0, merged)).toEqual([`${path}:1: "Approve" is not the product's name for this button; write **Accept**.`]);
  });

  it('refuses an unknown kind of term, naming the entry', () => {
    expect(() => parseVocabulary('terms:\n  - name: Open\n    kind: widget\n')).toThrow(/entry terms\.0\.kind is not valid/);
  });
});
