/**
 * The check a facts file or a snippet gets before the CMS saves it: the same sentences the build
 * gives, for the file itself and for every doc the change would break (a removed or renamed id).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDoc } from '../content-check';
import { parseFacts } from './parse';
import { checkSnippets } from './snippets';
import { readFactFiles, provideFacts } from './source';

function docFiles(root: string, dir = 'content/docs'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? docFiles(root, path) : path.endsWith('.mdx') ? [path] : [];
  });
}

/** Problems with the facts as they would be once `path` holds `text`; none means it can be saved. */
export function checkFactsChange(path: string, text: string, root = process.cwd()): string[] {
  const files = [...readFactFiles(root).filter((f) => f.path !== path), { path, text }];
  const docs = docFiles(root);
  const docIds = new Set(docs.map((d) => d.replace(/^content\/docs\//, '').replace(/(^|\/)index\.mdx$/, '').replace(/\.mdx$/, '')));
  const { facts, problems } = parseFacts(files, docIds);
  if (!facts) return problems;
  const snippetProblems = checkSnippets(facts);
  if (snippetProblems.length > 0) return snippetProblems;
  provideFacts(facts);
  try {
    return docs.flatMap((doc) => {
      const raw = readFileSync(join(root, doc), 'utf8');
      // Only docs that name a fact can be broken by a change to the facts.
      return /:[a-z-]+\{|::[a-z-]+/.test(raw) ? checkDoc({ path: doc, text: raw }).errors : [];
    });
  } finally {
    provideFacts(undefined);
  }
}
