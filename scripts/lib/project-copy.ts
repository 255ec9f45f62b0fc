import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from './cli';

/**
 * A copy of the project's files (tracked and new, as they are now) in `.cache/<name>` (replaced), with
 * node_modules hard-linked: Turbopack refuses a symlinked one. For a whole build apart from the real one.
 */
export function projectCopy(name: string, root = projectRoot): string {
  const dir = join(root, '.cache', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  return dir;
}
