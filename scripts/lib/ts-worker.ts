import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Runs the TypeScript module at `module` in a worker thread (its `workerData` from `options`); resolves
 * with the first message it posts. `what` names its work in the error when it stops without one.
 */
export function runTsWorker<T>(module: URL, options: WorkerOptions, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { ...options, argv: [module.href] });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`${what} stopped (exit ${code}).`)));
  });
}
