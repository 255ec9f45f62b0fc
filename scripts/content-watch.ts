/**
 * The content check, run again whenever a file under content/ changes: its verdict is written into
 * one file the development site reads, so a doc that cannot be built shows why in the browser, and
 * the page recovers by itself once the file is fixed.
 */
import { watch } from 'node:fs';
import { join } from 'node:path';
import { CHECK_DEBOUNCE_MS, CONTENT_PROBLEMS } from '../src/config/dev-server';
import { toProblems } from '../src/lib/content-problems';
import { checkContent } from './check-content';
import { writeFileAtomic } from './write-atomic';

export function writeContentProblems(root: string): number {
  let lines: string[];
  try {
    lines = checkContent(root);
  } catch (error) {
    // A file removed while the check read the folder: the next change event checks again.
    lines = [`The content check could not finish: ${(error as Error).message}`];
  }
  writeFileAtomic(join(root, CONTENT_PROBLEMS), JSON.stringify(toProblems(lines)));
  return lines.length;
}

/** Checks now, then after every burst of changes; returns a function that stops watching. */
export function watchContentProblems(root: string, onChecked: (count: number) => void = () => {}): () => void {
  onChecked(writeContentProblems(root));
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(join(root, 'content'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => onChecked(writeContentProblems(root)), CHECK_DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
