import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/serve';

/** The events API the analytics-enabled export reports to; the browser tests intercept it. */
export const E2E_ANALYTICS_ENDPOINT = 'https://analytics.test/api/event';
export const E2E_ANALYTICS_DOMAIN = 'docs.example.org';
const ANALYTICS_OUT_DIR = '.cache/out-analytics';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The same site built with analytics configured, served at http://127.0.0.1:PORT/FusionDR/ */
    analyticsSiteUrl: string;
  }
}

const modified = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * A second export of the site, built with ANALYTICS_ENDPOINT set, for the analytics browser tests.
 * Built again only when out/ is newer than it (after each `npm run build`).
 */
export default async function setup(project: TestProject) {
  const stale = modified(`${ANALYTICS_OUT_DIR}/index.html`) <= modified('out/index.html');
  if (stale) {
    mkdirSync('.cache', { recursive: true });
    console.log(`Building the site with analytics into ${ANALYTICS_OUT_DIR}/ for the analytics tests...`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, OUT_DIR: ANALYTICS_OUT_DIR, ANALYTICS_ENDPOINT: E2E_ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN: E2E_ANALYTICS_DOMAIN },
    });
    if (result.status !== 0) throw new Error(`The analytics build failed (exit ${result.status}).`);
  }
  const server = await startServer({ port: 0, dir: ANALYTICS_OUT_DIR });
  project.provide('analyticsSiteUrl', server.url);
  return () => server.close();
}
