import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One hash of every file under the given paths (files or folders, relative to `root`; missing ones
 * count as absent) and of `extra`: equal hashes mean the same inputs, so a build from them can be kept.
 */
export function hashInputs(root: string, paths: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const path of [...paths].sort()) {
    const full = join(root, path);
    if (!existsSync(full)) {
      hash.update(`\0absent:${path}`);
      continue;
    }
    const files = statSync(full).isDirectory()
      ? (readdirSync(full, { recursive: true }) as string[]).map((file) => join(path, file)).filter((file) => statSync(join(root, file)).isFile())
      : [path];
    for (const file of files.sort()) hash.update(`\0${file.split('\\').join('/')}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}
