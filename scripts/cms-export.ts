/** The build runs scripts/cms-build.ts in its own process, from its start (the CMS needs nothing of the export). */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, toolPath } from './lib/cli';
import { groupStopper } from './lib/process-group';

/**
 * The CMS is built beside the export and moved in once the headers are written: the admin carries its
 * own policy (the CMS needs eval), and the policy and headers steps leave it alone.
 */
export const adminDir = (exportDir: string) => `${exportDir}-admin`;

export interface AdminBuild {
  /** Resolves once the admin is in `adminDir(exportDir)`; rejects when it could not be built. */
  done: Promise<void>;
  /** Stops it at once (a build that failed meanwhile), before the caller removes its folder. */
  stop(): void;
}

/** Starts building the writers' CMS for the export in `exportDir` (its folder replaced), while the caller goes on. */
export function startAdmin(exportDir: string): AdminBuild {
  const outDir = adminDir(exportDir);
  rmSync(outDir, { recursive: true, force: true });
  // In a process group of its own, so that stopping it stops tsx's own child too.
  const child = spawn(toolPath('tsx'), [join(projectRoot, 'scripts', 'cms-build.ts'), outDir], { stdio: 'inherit', env: process.env, detached: true });
  const stop = groupStopper(child);
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the CMS could not be built into ${outDir} (exit ${code ?? signal}).`));
    });
  });
  done.catch(() => undefined);
  return { done, stop };
}
