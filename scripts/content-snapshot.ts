/**
 * The site reads its docs from one snapshot file, never from contentlayer's generated folder.
 * contentlayer's watcher rewrites that folder file by file (one JSON per doc, index modules that
 * import them), so a bundler that looks while it writes finds an index naming a file not written
 * yet, or a file just removed: a burst of saves left every page answering 500. The snapshot is
 * written after a generation has finished (contentlayer's `onSuccess`), in one rename.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_PROBLEMS, CONTENT_SNAPSHOT } from '../src/config/dev-server';
import { writeFileAtomic } from './write-atomic';

function readGenerated(root: string, type: string): unknown[] {
  // Read from disk: the data handed to onSuccess can be a stale cached import.
  return JSON.parse(readFileSync(join(root, '.contentlayer', 'generated', type, '_index.json'), 'utf8')) as unknown[];
}

/** Writes the snapshot from the generated data; returns whether it changed. */
export function publishContentSnapshot(root = process.cwd()): boolean {
  // The site renders the compiled body; the raw text would only make every change slower to load.
  const docs = readGenerated(root, 'Doc').map((doc) => {
    const { body, ...rest } = doc as { body: { raw: string; code: string } };
    return { ...rest, body: { code: body.code } };
  });
  const snapshot = { docs, categories: readGenerated(root, 'Category') };
  // A build (or a dev server's first start) has no problems file yet: the site imports one.
  writeProblemsIfMissing(root);
  return writeFileAtomic(join(root, CONTENT_SNAPSHOT), JSON.stringify(snapshot));
}

function writeProblemsIfMissing(root: string) {
  try {
    readFileSync(join(root, CONTENT_PROBLEMS));
  } catch {
    writeFileAtomic(join(root, CONTENT_PROBLEMS), '[]');
  }
}
