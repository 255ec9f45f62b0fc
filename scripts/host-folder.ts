/**
 * `npm run host-folder -- <netlify|cloudflare|github-pages>`: the folder to publish on a static host,
 * prepared from a finished export (src/lib/http/host-folder.ts says what goes where). The folder is
 * written beside it and swapped in whole; when the host would refuse it, nothing is written.
 *
 *   npm run host-folder -- cloudflare                     out/ -> public_site/
 *   npm run host-folder -- netlify --out site --to publish
 */
import { constants, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { HOST_FOLDER_DEFAULT, STATIC_HOSTS, staticHosts, type StaticHost } from '../src/config/hosting';
import { serveDefaults } from '../src/config/serve.mjs';
import { megabytes } from '../src/lib/byte-size';
import { hostFolderPlan, type HostFolderPlan } from '../src/lib/http/host-folder';
import { runAsMain } from './lib/cli';
import { exportBasePath } from './lib/export-base-path';
import { exportSizes } from './lib/export-files';

const isStaticHost = (name: string | undefined): name is StaticHost => STATIC_HOSTS.includes(name as StaticHost);

/** Writes the folder to publish on `host` from the export in `outDir` into `toDir`; returns the plan it followed. */
export function writeHostFolder(outDir: string, toDir: string, host: StaticHost): HostFolderPlan {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir}/ holds no exported site (no index.html): run "npm run build" first, or name the export with --out <dir>.`);
  const basePath = exportBasePath(outDir);
  const plan = hostFolderPlan(exportSizes(outDir), basePath, host);
  if (plan.problems.length > 0) throw new Error(`${toDir}/ was not written:\n${plan.problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  // Replaced whole only when it holds a site (prepared for this host or another before): never a folder of something else.
  const holdsSite = ['index.html', join(basePath.slice(1), 'index.html')].some((file) => existsSync(join(toDir, file)));
  if (existsSync(toDir) && !holdsSite) throw new Error(`${toDir}/ exists and holds no prepared site: name another folder with --to <dir>, or remove it.`);
  const partial = `${toDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  for (const { from, to } of plan.files) {
    mkdirSync(dirname(join(partial, to)), { recursive: true });
    copyFileSync(join(outDir, from), join(partial, to), constants.COPYFILE_FICLONE);
  }
  for (const file of plan.empty) writeFileSync(join(partial, file), '');
  rmSync(toDir, { recursive: true, force: true });
  renameSync(partial, toDir);
  return plan;
}

await runAsMain(import.meta.url, () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', default: serveDefaults.OUT_DIR }, to: { type: 'string', default: HOST_FOLDER_DEFAULT } } });
  const [host] = positionals;
  if (!isStaticHost(host)) throw new Error(`Name the host: npm run host-folder -- ${STATIC_HOSTS.join(' | ')} (nginx and Caddy serve out/ itself, see README, "Deploying").`);
  const toDir = resolve(values.to);
  const plan = writeHostFolder(resolve(values.out), toDir, host);
  const bytes = plan.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `${values.to}/ for ${staticHosts[host].name}: ${(plan.files.length + plan.empty.length).toLocaleString('en')} files, ${megabytes(bytes)}. ` +
      `Left out: ${plan.leftOut.copies.toLocaleString('en')} compressed copies (the host compresses) and ${plan.leftOut.hostFiles} files only other hosts read.`,
  );
});
