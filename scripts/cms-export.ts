/** The build's finishing step (synchronous) runs scripts/cms-build.ts in its own process. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot, toolPath } from './lib/cli';

/** Builds the writers' CMS into the export (outDir is e.g. out/admin); throws when it fails. */
export function buildAdminSync(outDir: string) {
  const result = spawnSync(toolPath('tsx'), [join(projectRoot, 'scripts', 'cms-build.ts'), outDir], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`the CMS could not be built into ${outDir} (exit ${result.status ?? result.signal}).`);
}
