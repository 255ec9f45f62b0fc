/** A worker thread of scripts/lib/check-in-workers.ts: checks its share of the docs and renders the readable ones. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderBody } from '../../src/components/mdx/render-body';
import { checkDoc } from '../../src/lib/content-check';
import type { WorkerInput, WorkerResult } from './check-in-workers';

const { files, docIds } = workerData as WorkerInput;
const manual = new Set(docIds);
const results: WorkerResult[] = files.map((file) => {
  const check = checkDoc(file);
  const doc = check.doc;
  return { path: file.path, text: file.text, check, body: doc?.tree ? renderBody(doc.tree, doc.docId, manual) : undefined };
});
parentPort?.postMessage(results);
