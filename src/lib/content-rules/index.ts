import type { Root } from 'mdast';
import type { UiTerm } from '../../../schemas/facts';
import type { Facts } from '../facts/parse';
import { loadFacts } from '../facts/source';
import { parseDocBody as parseMarkdown } from '../mdx/preset';
import { localeOfSource } from '../doc-id';
import { checkAdmonitions } from './admonitions';
import { checkVocabulary, vocabularyOf, type Term, type Vocabulary } from './vocabulary';

const memo = new WeakMap<Facts, Vocabulary>();

/**
 * The product's vocabulary, derived from the facts: every screen's name, tabs, buttons, menu items,
 * fields, options and states, every setting's name, and the shared words of terms.yaml.
 */
export function vocabularyFromFacts(facts: Facts): Vocabulary {
  const known = memo.get(facts);
  if (known) return known;
  const terms: Term[] = [];
  const add = (entries: UiTerm[], kind: Term['kind']) => {
    for (const entry of entries) terms.push(typeof entry === 'string' ? { name: entry, kind } : { name: entry.name, kind, replaces: entry.replaces });
  };
  for (const screen of facts.screens) {
    add([{ name: screen.name, replaces: screen.replaces }], 'screen');
    add(screen.tabs, 'tab');
    add(screen.areas, 'field');
    add(screen.buttons, 'button');
    add(screen.menuItems, 'menu item');
    add(screen.fields, 'field');
    add(screen.options, 'option');
    add(screen.states, 'state');
    for (const setting of screen.settings) add([{ name: setting.name, replaces: setting.replaces }], 'field');
  }
  for (const role of facts.roles.roles) add([role.name], 'option');
  terms.push(...facts.terms.terms);
  const vocabulary = vocabularyOf(terms);
  memo.set(facts, vocabulary);
  return vocabulary;
}

/** The house rules for a doc body (vocabulary of UI names, admonitions), as sentences with file and line; pass the parsed body when there is one. */
export function checkBodyRules(path: string, body: string | Root, headerLines: number, root = process.cwd()): string[] {
  const { facts } = loadFacts(root);
  const tree = typeof body === 'string' ? parseMarkdown(body) : body;
  // Facts that do not load are reported once, by the facts check; the vocabulary waits for them.
  let vocabulary: Vocabulary | undefined;
  try {
    vocabulary = facts ? vocabularyFromFacts(facts) : undefined;
  } catch (error) {
    return [(error as Error).message];
  }
  return [...(vocabulary ? checkVocabulary(path, tree, headerLines, vocabulary) : []), ...checkAdmonitions(path, tree, headerLines, localeOfSource(path))];
}
