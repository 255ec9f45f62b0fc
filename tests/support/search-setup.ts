import type { TestProject } from 'vitest/node';
import { QA_OUT_DIR, buildQaSite, qaBuildIsStale, writeQaAssets } from '../../scripts/search-qa';
import { startServer } from '../../scripts/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The QA build (hosted search answered by the mock service worker), served: http://127.0.0.1:PORT/FusionDR/ */
    searchQaUrl: string;
  }
}

/**
 * The hosted-search tests need a build made with the hosted configuration: the QA build of
 * `npm run qa`. It is built here when missing or older than out/ (about as long as one build).
 */
export default async function setup(project: TestProject) {
  if (qaBuildIsStale()) await buildQaSite();
  else await writeQaAssets();
  const server = await startServer({ dir: QA_OUT_DIR, port: 0 });
  project.provide('searchQaUrl', server.url);
  return () => server.close();
}
