import { readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import { parseMarkdown } from '../markdown';
import { join } from 'node:path';
import { checkAdmonitions } from './admonitions';
import { checkVocabulary, parseVocabulary, type Vocabulary } from './vocabulary';

export const VOCABULARY_PATH = 'content/vocabulary.yaml';

let cached: { root: string; vocabulary: Vocabulary } | undefined;

function vocabularyAt(root: string): Vocabulary {
  if (cached?.root !== root) cached = { root, vocabulary: parseVocabulary(readFileSync(join(root, VOCABULARY_PATH), 'utf8'), VOCABULARY_PATH) };
  return cached.vocabulary;
}

/** The house rules for a doc body (vocabulary of UI names, admonitions), as sentences with file and line; pass the parsed body when there is one. */
export function checkBodyRules(path: string, body: string | Root, headerLines: number, root = process.cwd()): string[] {
  let vocabulary: Vocabulary;
  try {
    vocabulary = vocabularyAt(root);
  } catch (error) {
    return [(error as Error).message];
  }
  const tree = typeof body === 'string' ? parseMarkdown(body) : body;
  return [...checkVocabulary(path, tree, headerLines, vocabulary), ...checkAdmonitions(path, tree, headerLines)];
}
