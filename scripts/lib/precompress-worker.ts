/** A worker thread of precompressInWorker (scripts/precompress-export.ts): one run, its reads and writes off the build's thread. */
import { parentPort, workerData } from 'node:worker_threads';
import { precompressExport, type WorkerRun } from '../precompress-export';

const { dir, reuseFrom, except } = workerData as WorkerRun;
const only = (file: string) => !except.some((part) => (part.endsWith('/') ? file.startsWith(part) : file.endsWith(part)));
parentPort?.postMessage(await precompressExport(dir, { reuseFrom, only }));
