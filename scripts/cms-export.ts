/** The build's finishing step runs scripts/cms-build.ts in its own process. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot, toolPath } from './lib/cli';

/** Builds the writers' CMS into a folder (e.g. out/admin) while the caller goes on; rejects when it fails. */
export function buildAdmin(outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(toolPath('tsx'), [join(projectRoot, 'scripts', 'cms-build.ts'), outDir], { stdio: 'inherit', env: process.env });
    child.on('error', fail);
    child.on('close', (code, signal) => (code === 0 ? done() : fail(new Error(`the CMS could not be built into ${outDir} (exit ${code ?? signal}).`))));
  });
}
