import { statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SNAPSHOT } from '../config/dev-server';

/**
 * Which content snapshot is on disk in `root`: each publication renames a new file into place, so this
 * changes with every one. The site reads the snapshot again when it changes (src/catalogue/snapshot.ts),
 * and the development site's gate tells the open pages which one is current (scripts/dev-gate.ts).
 * The same for another file published by a rename (`file`: the development site's search index).
 */
export function snapshotVersionIn(root: string, file: string = CONTENT_SNAPSHOT): string {
  const { ino, mtimeMs, size } = statSync(join(root, file));
  return `${ino}:${mtimeMs}:${size}`;
}
