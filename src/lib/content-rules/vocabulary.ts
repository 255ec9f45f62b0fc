import type { ListItem, Paragraph, Root, Strong } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from '../tree-visit';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { parseDocBody as parseMarkdown } from '../mdx/preset';

/** What a UI name is, in the words of the vocabulary file. */
export const TERM_KINDS = ['screen', 'tab', 'button', 'menu item', 'field', 'option', 'state', 'key'] as const;

const termSchema = z.strictObject({
  name: z.string().min(1),
  kind: z.enum(TERM_KINDS),
  replaces: z.array(z.string().min(1)).optional(),
});

export const vocabularySchema = z.strictObject({ terms: z.array(termSchema).min(1) });

export type Term = z.infer<typeof termSchema>;
export interface Vocabulary {
  terms: Term[];
  /** Lower-cased spelling (name or replaced variant) to its term. */
  bySpelling: Map<string, { term: Term; isVariant: boolean }>;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The vocabulary from its terms. A name may be listed by several screens (every dialog has **Save**); a
 * spelling that one term replaces cannot be another term's name, or the check could not say which is right.
 */
export function vocabularyOf(terms: Term[], source = VOCABULARY_SOURCE): Vocabulary {
  const bySpelling: Vocabulary['bySpelling'] = new Map();
  const kept: Term[] = [];
  for (const term of terms) {
    const same = bySpelling.get(key(term.name));
    // The same name listed again (by another screen, or in another case): one term, the first spelling.
    if (same && !same.isVariant) {
      for (const variant of term.replaces ?? []) {
        const existing = bySpelling.get(key(variant));
        if (existing && existing.term.name !== term.name) throw new Error(`${source}: "${variant}" is listed twice (under "${existing.term.name}" and "${term.name}"); keep it under one term.`);
        bySpelling.set(key(variant), { term: same.term, isVariant: true });
      }
      continue;
    }
    kept.push(term);
    for (const [spelling, isVariant] of [[term.name, false] as const, ...(term.replaces ?? []).map((v) => [v, true] as const)]) {
      const existing = bySpelling.get(key(spelling));
      if (existing) {
        throw new Error(`${source}: "${spelling}" is listed twice (under "${existing.term.name}" and "${term.name}"); keep it under one term.`);
      }
      bySpelling.set(key(spelling), { term, isVariant });
    }
  }
  return { terms: kept, bySpelling };
}

/** Where the vocabulary comes from, as a writer is told. */
export const VOCABULARY_SOURCE = 'content/facts (terms.yaml and screens/)';

/** Reads a terms file (`content/facts/terms.yaml`); a bad file stops the check with a sentence naming the entry. */
export function parseVocabulary(text: string, path = 'content/facts/terms.yaml'): Vocabulary {
  const result = vocabularySchema.safeParse(parseYaml(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${path}: entry ${issue.path.join('.')} is not valid: ${issue.message}.`);
  }
  return vocabularyOf(result.data.terms, path);
}

/** Edit distance between two strings (Levenshtein), for "did you mean". */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known term whose name or variant is nearest to `name`. */
export function closestTerm(name: string, vocabulary: Vocabulary): Term {
  let best: { term: Term; distance: number } | undefined;
  for (const [spelling, { term }] of vocabulary.bySpelling) {
    const distance = editDistance(key(name), spelling);
    if (!best || distance < best.distance) best = { term, distance };
  }
  return best!.term;
}

export interface StepName {
  name: string;
  /** Line in the body, from 1. */
  line: number;
}

/**
 * Bold text inside numbered steps: the UI names a reader looks for on screen. A bold opening that ends
 * with a full stop ("**Offset (dark).** The detector reads…") is the step's own title, not a UI name.
 */
export function stepUiNames(tree: Root): StepName[] {
  const names: StepName[] = [];
  visit(tree, 'list', (list) => {
    if (!list.ordered) return;
    for (const item of list.children as ListItem[]) {
      for (const block of item.children) {
        if (block.type !== 'paragraph') continue;
        (block as Paragraph).children.forEach((child, index) => {
          if (child.type !== 'strong') return;
          const name = toString(child as Strong).trim();
          if (index === 0 && /[.!?]$/.test(name)) return;
          names.push({ name: name.replace(/[:,;]$/, ''), line: child.position?.start.line ?? 0 });
        });
      }
    }
  });
  return names;
}

/** Every bold UI name in a numbered step must be a term of the vocabulary, in its one spelling. */
export function checkVocabulary(path: string, body: string | Root, headerLines: number, vocabulary: Vocabulary): string[] {
  return stepUiNames(typeof body === 'string' ? parseMarkdown(body) : body).flatMap(({ name, line }) => {
    const found = vocabulary.bySpelling.get(key(name));
    if (found && !found.isVariant && found.term.name === name) return [];
    const where = `${path}:${line + headerLines}`;
    if (found) {
      return [`${where}: "${name}" is not the product's name for this ${found.term.kind}; write **${found.term.name}**.`];
    }
    const suggestion = closestTerm(name, vocabulary);
    return [
      `${where}: "${name}" in a numbered step is not a name in the product's vocabulary (${VOCABULARY_SOURCE}). Did you mean **${suggestion.name}**? ` +
        'If it is a new screen, button or field, add it to its screen in content/facts/screens/, or to terms.yaml (see CONTRIBUTING.md).',
    ];
  });
}
