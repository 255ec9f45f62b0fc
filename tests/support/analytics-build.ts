import type { TestProject } from 'vitest/node';
import { settingsFromEnv } from '../../src/config/site-settings';
import { configureCopy } from '../../scripts/configure';
import { startServer } from '../../scripts/serve.mjs';

/** The events API the analytics-enabled export reports to; the browser tests intercept it. */
export const E2E_ANALYTICS_ENDPOINT = 'https://analytics.test/api/event';
export const E2E_ANALYTICS_DOMAIN = 'docs.example.org';
const ANALYTICS_OUT_DIR = '.cache/out-analytics';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The same site configured with analytics, served at http://127.0.0.1:PORT/FusionDR/ */
    analyticsSiteUrl: string;
  }
}

/**
 * The export in out/, copied and configured with ANALYTICS_ENDPOINT set (as `npm run configure` does),
 * for the analytics browser tests: no second build.
 */
export default async function setup(project: TestProject) {
  const env = { ...process.env, ANALYTICS_ENDPOINT: E2E_ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN: E2E_ANALYTICS_DOMAIN };
  await configureCopy('out', ANALYTICS_OUT_DIR, settingsFromEnv(env));
  const server = await startServer({ port: 0, dir: ANALYTICS_OUT_DIR });
  project.provide('analyticsSiteUrl', server.url);
  return () => server.close();
}
