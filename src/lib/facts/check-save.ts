/**
 * The check a facts file or a snippet gets before the CMS saves it: the same sentences the build
 * gives, for the file itself and for every doc the change would break (a removed or renamed id).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDoc } from '../content-check';
import { parseFacts, type Facts } from './parse';
import { checkSnippets } from './snippets';
import { filesUnder, readFactFiles, provideFacts } from './source';
import { docIdFromPath } from '../doc-id';


/** Every id a directive may name. */
function knownIds(facts: Facts): Set<string> {
  return new Set([
    ...facts.settings.keys(),
    ...facts.messages.keys(),
    ...facts.snippets.keys(),
    ...facts.screens.map((s) => s.id),
    ...facts.roles.roles.map((r) => r.id),
    ...facts.indicators.indicators.map((i) => i.id),
    ...facts.network.ports.map((p) => p.id),
    ...facts.detectors.families.map((f) => f.id),
    ...Object.keys(facts.product.values),
  ]);
}

/** Problems with the facts as they would be once `path` holds `text`; none means it can be saved. */
export function checkFactsChange(path: string, text: string, root = process.cwd()): string[] {
  const files = [...readFactFiles(root).filter((f) => f.path !== path), { path, text }];
  const docs = filesUnder(root, 'content/docs').filter((file) => file.endsWith('.mdx'));
  const docIds = new Set(docs.map((d) => docIdFromPath(d.replace(/^content\//, ''))));
  const { facts, problems } = parseFacts(files, docIds);
  if (!facts) return problems;
  provideFacts(facts);
  let snippetProblems: string[];
  try {
    snippetProblems = checkSnippets(facts);
  } finally {
    provideFacts(undefined);
  }
  if (snippetProblems.length > 0) return snippetProblems;
  // Only a doc that names an id the new facts lack can break: those are checked in full, for their sentences.
  const known = knownIds(facts);
  const broken = docs.filter((doc) => {
    const raw = readFileSync(join(root, doc), 'utf8');
    return [...raw.matchAll(/\{[^}]*?(?:#|screen=)([a-z0-9-]+)/g)].some(([, id]) => !known.has(id));
  });
  provideFacts(facts);
  try {
    return broken.flatMap((doc) => checkDoc({ path: doc, text: readFileSync(join(root, doc), 'utf8') }).errors);
  } finally {
    provideFacts(undefined);
  }
}
