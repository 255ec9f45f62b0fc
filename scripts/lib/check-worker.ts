/** A worker thread of scripts/lib/check-in-workers.ts: checks its share of the docs and renders the readable ones. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderBody } from '../../src/components/mdx/render-body';
import { checkDoc } from '../../src/lib/content-check';
import { withFactsHeld, withVersionFacts } from '../../src/lib/facts/source';
import type { WorkerInput, WorkerResult } from './check-in-workers';

const { root, files, docIds, versionPaths } = workerData as WorkerInput;
const manuals = new Map(Object.entries(docIds).map(([dir, ids]) => [dir, new Set(ids)]));
const results: WorkerResult[] = withFactsHeld(root, () =>
  files.map(({ contentDir, ...file }) =>
    withVersionFacts(root, contentDir, () => {
      const check = checkDoc(file);
      const doc = check.doc;
      const body = doc?.tree ? renderBody(doc.tree, doc.docId, manuals.get(contentDir) ?? new Set(), versionPaths[contentDir]) : undefined;
      return { path: file.path, text: file.text, check, body };
    }),
  ),
);
parentPort?.postMessage(results);
