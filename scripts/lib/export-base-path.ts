import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH } from '../../src/config/site';

/**
 * The base path an export was built for, as the build wrote it (`basePath` in its _headers.json): the
 * commands that work on a finished export (`npm start`, `npm run configure`) follow the export, not the
 * environment. BASE_PATH for an export that does not say.
 */
export function exportBasePath(dir: string): string {
  const file = join(dir, '_headers.json');
  if (!existsSync(file)) return BASE_PATH;
  const { basePath } = JSON.parse(readFileSync(file, 'utf8')) as { basePath?: unknown };
  return typeof basePath === 'string' ? basePath : BASE_PATH;
}
