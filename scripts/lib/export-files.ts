import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Every file of an export folder, as paths relative to it with forward slashes ('docs/index.html'). */
export function exportFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? exportFiles(path, root) : [relative(root, path).split(sep).join('/')];
  });
}

/** Writes files the build makes itself into an export folder, by path relative to it ('docs/users.md'). */
export function writeExportFiles(dir: string, files: ReadonlyMap<string, string>): void {
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
