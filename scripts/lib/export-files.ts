import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file of an export folder, as paths relative to it with forward slashes ('docs/index.html'). */
export function exportFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? exportFiles(path, root) : [relative(root, path).split(sep).join('/')];
  });
}
