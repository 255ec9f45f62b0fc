import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Every file of an export folder, as paths relative to it with forward slashes ('docs/index.html'). */
export function exportFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? exportFiles(path, root) : [relative(root, path).split(sep).join('/')];
  });
}

/** Every file of an export folder with its size in bytes. */
export function exportSizes(dir: string): { path: string; bytes: number }[] {
  return exportFiles(dir).map((path) => ({ path, bytes: statSync(join(dir, path)).size }));
}

/** Writes files the build makes itself into an export folder, by path relative to it ('docs/users.md'). */
export function writeExportFiles(dir: string, files: ReadonlyMap<string, string>): void {
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
