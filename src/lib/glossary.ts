/**
 * The glossary page names each term in a `###` heading, with its abbreviation in brackets:
 * "Source-to-image distance (SID)". These helpers turn such a heading into the spellings a doc may
 * use, so the first use of each term on a page can be found and checked.
 */
export interface GlossaryTerm {
  heading: string;
  /** Anchor of the heading on the glossary page. */
  id: string;
  patterns: RegExp[];
}

export const GLOSSARY_DOC_ID = 'resources/glossary';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A spelling with a capital after its first letter (kVp, mAs, DICOM, AE title) is matched exactly. */
const isExact = (form: string) => /^.+[A-Z]/.test(form);

const bounded = (forms: string[], flags: string) =>
  new RegExp(`(?<![\\w/-])(?:${forms.map(escape).join('|')})(?![\\w-])`, flags);

export function glossaryTerm(heading: string, id: string): GlossaryTerm {
  const match = /^(.*?)\s*\(([^)]+)\)$/.exec(heading.trim());
  const forms = match ? [match[1], match[2]] : [heading.trim()];
  const exact = forms.filter(isExact);
  const loose = forms.filter((f) => !isExact(f));
  return {
    heading,
    id,
    patterns: [...(exact.length ? [bounded(exact, '')] : []), ...(loose.length ? [bounded(loose, 'i')] : [])],
  };
}

/** Where a term is first used in a piece of text, or null. */
export function findTerm(term: GlossaryTerm, text: string): { index: number; text: string } | null {
  let best: { index: number; text: string } | null = null;
  for (const pattern of term.patterns) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = { index: match.index, text: match[0] };
  }
  return best;
}

/**
 * One test for all these terms at once, without case: a text it does not match uses none of them, and
 * needs no test of each term's own (most texts of a page use none; testing every term on each was a
 * tenth of the content check). It may match where no term does, never the other way round.
 */
export function anyTermPattern(terms: readonly GlossaryTerm[]): RegExp {
  return new RegExp(terms.flatMap((term) => term.patterns.map((p) => `(?:${p.source})`)).join('|') || '(?!)', 'i');
}
