import type { TestProject } from 'vitest/node';
import { prepareQaSite, QA_OUT_DIR } from '../../scripts/search-qa';
import { startServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The QA copy (hosted search answered by the mock service worker), served: http://127.0.0.1:PORT/FusionDR/ */
    searchQaUrl: string;
  }
}

/**
 * The hosted-search tests need the site configured for the hosted service: the QA copy of `npm run qa`,
 * made from out/ by the configure step (a copy and a rewrite, no build).
 */
export default async function setup(project: TestProject) {
  await prepareQaSite();
  const server = await startServer({ dir: QA_OUT_DIR, port: 0 });
  project.provide('searchQaUrl', server.url);
  return () => server.close();
}
