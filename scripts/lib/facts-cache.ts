/**
 * contentlayer remembers each doc it compiled by the file's modification time, and knows nothing of the
 * product facts a doc shows, nor of the base path its links and images carry. When the facts change,
 * the docs that name them must be compiled again: the build drops contentlayer's cache, and the
 * development site touches those docs. A build for another base path drops the cache too.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { BASE_PATH } from '../../src/config/site';
import { GLOSSARY_DOC_ID } from '../../src/lib/glossary';
import { parseFacts } from '../../src/lib/facts/parse';
import { filesUnder, readFactFiles } from '../../src/lib/facts/source';

const STAMP = '.contentlayer/facts-fingerprint';

/** Before contentlayer builds: its cache goes when the facts or the base path differ from those it was built with. */
export function forgetCacheWhenFactsChanged(root: string): void {
  // The glossary's terms are linked on every page too (remark-glossary-links).
  const glossary = join(root, 'content', 'docs', `${GLOSSARY_DOC_ID}.mdx`);
  const glossaryText = existsSync(glossary) ? readFileSync(glossary, 'utf8') : '';
  const fingerprint = `${parseFacts(readFactFiles(root)).facts?.fingerprint ?? 'invalid'}:${createHash('sha256').update(glossaryText).digest('hex').slice(0, 16)}:base=${BASE_PATH}`;
  const stamp = join(root, STAMP);
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (previous === fingerprint) return;
  rmSync(join(root, '.contentlayer', '.cache'), { recursive: true, force: true });
  mkdirSync(join(root, '.contentlayer'), { recursive: true });
  writeFileSync(stamp, fingerprint);
}

/** A doc that names a fact or includes a passage: `:setting{#…}`, `::settings{…}`, `::include{#…}`. */
const NAMES_A_FACT = /(^|[^:\w]):[a-z][a-z-]*\{|^\s*::[a-z][a-z-]*/m;


/** After a facts file changed under the development site: the docs that name facts are generated again. */
export function touchDocsNamingFacts(root: string): number {
  const now = new Date();
  let touched = 0;
  for (const file of filesUnder(root, 'content/docs').filter((f) => f.endsWith('.mdx')).map((f) => join(root, f))) {
    if (!NAMES_A_FACT.test(readFileSync(file, 'utf8'))) continue;
    utimesSync(file, now, now);
    touched++;
  }
  return touched;
}
