/** What every command in scripts/ shares: where the project is, its tools, the run-as-main guard, the error printer. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * A tool installed with the project, by name: in its node_modules/.bin, or in a folder's above it, where
 * Node finds the project's packages too (a scratch copy of the site inside another checkout).
 */
export function toolPath(name: string, root: string = projectRoot): string {
  const at = (dir: string) => join(dir, 'node_modules', '.bin', name);
  let dir = resolve(root);
  while (!existsSync(at(dir)) && dirname(dir) !== dir) dir = dirname(dir);
  return existsSync(at(dir)) ? at(dir) : at(root);
}

/** True when the module at `moduleUrl` (its import.meta.url) is the script node was asked to run. */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(moduleUrl) === resolve(process.argv[1]);
}

/** Prints the error's sentence (never a stack trace: the message speaks to whoever must act) and exits 1. */
export function exitWithError(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** Runs `main` when the module is the script being run; a failure prints its sentence and exits 1. */
export async function runAsMain(moduleUrl: string, main: () => unknown): Promise<void> {
  if (!isMain(moduleUrl)) return;
  try {
    await main();
  } catch (error) {
    exitWithError(error);
  }
}
