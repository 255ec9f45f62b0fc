import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a file so that a reader (the dev server's watcher) sees either the old or the new content,
 * never a half-written one: the text goes to a file beside it, which is then renamed over it.
 * Returns false, and touches nothing, when the file already holds that text.
 */
export function writeFileAtomic(path: string, text: string): boolean {
  try {
    if (readFileSync(path, 'utf8') === text) return false;
  } catch {
    // Not there yet.
  }
  mkdirSync(dirname(path), { recursive: true });
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, text);
  renameSync(aside, path);
  return true;
}
