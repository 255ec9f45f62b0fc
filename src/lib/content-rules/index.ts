import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAdmonitions } from './admonitions';
import { checkVocabulary, parseVocabulary, type Vocabulary } from './vocabulary';

export const VOCABULARY_PATH = 'content/vocabulary.yaml';

let cached: { root: string; vocabulary: Vocabulary } | undefined;

function vocabularyAt(root: string): Vocabulary {
  if (cached?.root !== root) cached = { root, vocabulary: parseVocabulary(readFileSync(join(root, VOCABULARY_PATH), 'utf8'), VOCABULARY_PATH) };
  return cached.vocabulary;
}

/** The house rules for a doc body (vocabulary of UI names, admonitions), as sentences with file and line. */
export function checkBodyRules(path: string, body: string, headerLines: number, root = process.cwd()): string[] {
  let vocabulary: Vocabulary;
  try {
    vocabulary = vocabularyAt(root);
  } catch (error) {
    return [(error as Error).message];
  }
  return [...checkVocabulary(path, body, headerLines, vocabulary), ...checkAdmonitions(path, body, headerLines)];
}
