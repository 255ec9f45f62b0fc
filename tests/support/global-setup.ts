import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the built site, served as in production: http://127.0.0.1:PORT/FusionDR/ */
    siteUrl: string;
  }
}

/** End-to-end tests run against the built export (npm run build), served by `npm start`'s server. */
export default async function setup(project: TestProject) {
  const server = await startServer({ port: 0 });
  project.provide('siteUrl', server.url);
  return () => server.close();
}
