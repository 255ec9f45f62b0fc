/**
 * npm run cms: everything a writer needs on their own computer, in one command.
 *   - builds the CMS into public/admin/ (git-ignored), configured for the local backend, unless the
 *     admin there was built from the same sources and configuration;
 *   - the development site, exactly as npm run dev runs it (scripts/dev-site.ts);
 *   - decap-server in fs mode, bound to 127.0.0.1 only: it writes the CMS's edits into the files;
 *     the admin reaches it through scripts/cms-guard.ts, which lets through only requests from the
 *     admin page, within content/docs and public/img/docs, for docs the content check accepts.
 * The writer edits at http://localhost:3000/FusionDR/admin/index.html and sees the site update in
 * seconds. (Under next dev only .../admin/index.html is served, not .../admin/.)
 *   npm run cms -- --server-only    only decap-server (for the exported admin served by npm start)
 */
import { join } from 'node:path';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import { CMS_ENV, CMS_LOCAL_HOST, CMS_PATH } from '../src/config/cms';
import { BASE_PATH } from '../src/config/site';
import { buildAdminWhenChanged } from './cms-build';
import { startDevSite, WRITERS_SITE } from './dev-site';
import { toolPath } from './lib/cli';
import { readEnv } from '../src/config/env';

const root = process.cwd();
const bin = (name: string) => JSON.stringify(toolPath(name, root));
const config = readEnv();
const port = config.CMS_LOCAL_PORT;
const serverOnly = process.argv.includes('--server-only');
const sitePort = config.PORT;
/** decap-server's own port: only the guard calls it. */
const innerPort = port + 1;

const localServer: ConcurrentlyCommandInput[] = [
  {
    name: 'cms',
    command: bin('decap-server'),
    // fs mode writes files and commits nothing; the writer (or a maintainer) commits.
    env: { MODE: 'fs', BIND_HOST: CMS_LOCAL_HOST, PORT: String(innerPort), GIT_REPO_DIRECTORY: root },
  },
  {
    name: 'guard',
    // Not ending in a quote: concurrently strips quotes around a whole command.
    command: `${bin('tsx')} scripts/cms-guard.ts`,
    env: { CMS_GUARD_PORT: String(port), CMS_UPSTREAM_PORT: String(innerPort), SITE_PORT: String(sitePort) },
  },
];

async function main() {
  if (serverOnly) {
    console.log(`CMS local server on http://${CMS_LOCAL_HOST}:${port}/ (writes into ${root})`);
    await concurrently(localServer, { killOthersOn: ['failure', 'success'] }).result;
    return;
  }
  // The site's own environment (GitHub settings) must not reach the local admin.
  const env = { ...process.env, [CMS_ENV.repo]: '' };
  // The admin is bundled (when its sources changed) while the site starts: neither waits for the other.
  const admin = buildAdminWhenChanged(join(root, 'public', CMS_PATH), env);
  const site = startDevSite(root, sitePort, WRITERS_SITE);
  const decap = concurrently(localServer, { killOthersOn: ['failure', 'success'], prefixColors: ['green', 'yellow'] });
  const stopAll = () => {
    site.stop();
    for (const command of decap.commands) command.kill();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stopAll);
  void decap.result.catch(() => {}).finally(stopAll);
  await Promise.all([admin, site.ready]);
  console.log(
    `\n  Edit the docs at  ${site.url}${BASE_PATH}${CMS_PATH}/index.html` +
      `\n  The site is at    ${site.url}${BASE_PATH}/\n`,
  );
  process.exit(await site.stopped);
}

main().catch(() => process.exit(1));
