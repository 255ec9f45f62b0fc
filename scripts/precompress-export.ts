/**
 * The last finishing step, and the configure step's last too: a `.br` and a `.gz` copy beside each text file
 * of the export (brotli quality 10 and gzip level 9 for the shared scripts and styles, 5 and 6 for the rest:
 * src/config/precompress.ts), so servers send compressed files without compressing per request. Copies of
 * files that changed are written again, copies that no longer pay or lost their file are removed, and
 * copies that still match their file are kept (a second run only checks them).
 *
 *   npx tsx scripts/precompress-export.ts [dir]    the copies again, after editing an export by hand
 */
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { PRECOMPRESSED_ENCODINGS } from '../src/config/precompress';
import { megabytes } from '../src/lib/byte-size';
import { brotliQuality, copyPays, gzipLevel, isPrecompressedCopy, shouldCompress } from '../src/lib/http/precompress';
import { runAsMain } from './lib/cli';
import { exportFiles } from './lib/export-files';
import { runTsWorker } from './lib/ts-worker';

type Encoding = (typeof PRECOMPRESSED_ENCODINGS)[number]['encoding'];

const compress: Record<Encoding, (data: Buffer, file: string) => Promise<Buffer>> = {
  br: (data, file) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data, file) => promisify(gzip)(data, { level: gzipLevel(file) }),
};

const decompress: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => promisify(brotliDecompress)(data),
  gzip: (data) => promisify(gunzip)(data),
};

/** A file whose copies a run wrote or checked: its stamp then (size and time of change) and what the run found. */
export interface CopiedFile {
  stamp: string;
  sizes: number[];
  written: boolean;
  reused?: boolean;
}

export interface PrecompressReport {
  /** Text files with at least one compressed copy. */
  compressed: number;
  /** Of those, files whose copies were written by this run, compressed or taken from the previous export (the others still matched). */
  written: number;
  /** Of those written, files whose copies were taken from the previous export. */
  reused: number;
  /** Bytes of the export without and with the copies. */
  bytesBefore: number;
  bytesAfter: number;
  /** How long the step took. */
  seconds: number;
  /** Each text file the run wrote or checked copies of, by path. */
  files: Map<string, CopiedFile>;
}

/** Changes whenever the file is written (its size, or the time of its last change, to the nanosecond). */
function stampOf(path: string): string {
  const { size, mtimeNs } = statSync(path, { bigint: true });
  return `${size}:${mtimeNs}`;
}

/** Whether a compressed copy holds exactly this file (decompressing is quick; compressing at quality 10 is not). */
async function holds(copy: Buffer, encoding: Encoding, data: Buffer): Promise<boolean> {
  try {
    return (await decompress[encoding](copy)).equals(data);
  } catch {
    return false;
  }
}

/** The copies of a file found in `dir` that still hold it, as [suffix, bytes]; none if any copy there is stale. */
async function matchingCopies(dir: string, file: string, data: Buffer): Promise<[string, Buffer][] | null> {
  const present = PRECOMPRESSED_ENCODINGS.filter(({ suffix }) => existsSync(join(dir, `${file}${suffix}`)));
  if (present.length === 0) return null;
  const copies = await Promise.all(
    present.map(async ({ encoding, suffix }): Promise<[string, Buffer] | null> => {
      const copy = readFileSync(join(dir, `${file}${suffix}`));
      return (await holds(copy, encoding, data)) ? [suffix, copy] : null;
    }),
  );
  return copies.every((copy) => copy !== null) ? (copies as [string, Buffer][]) : null;
}

async function precompressFile(dir: string, file: string, reuseFrom?: string): Promise<Omit<CopiedFile, 'stamp'>> {
  const path = join(dir, file);
  const data = readFileSync(path);
  const copies = PRECOMPRESSED_ENCODINGS.map(({ encoding, suffix }) => ({ encoding, path: `${path}${suffix}` }));
  if (!shouldCompress(file, data.length)) {
    for (const copy of copies) rmSync(copy.path, { force: true });
    return { sizes: [data.length], written: false };
  }
  const kept = await matchingCopies(dir, file, data);
  if (kept) return { sizes: [data.length, ...kept.map(([, copy]) => copy.length)], written: false };
  // The same file in the export this one replaces: its copies are taken over instead of compressing again.
  const previous = reuseFrom && existsSync(join(reuseFrom, file)) ? await matchingCopies(reuseFrom, file, data) : null;
  if (previous) {
    for (const copy of copies) rmSync(copy.path, { force: true });
    for (const [suffix, copy] of previous) writeFileSync(`${path}${suffix}`, copy);
    return { sizes: [data.length, ...previous.map(([, copy]) => copy.length)], written: true, reused: true };
  }
  const sizes = await Promise.all(
    copies.map(async ({ encoding, path: copyPath }) => {
      const compressed = await compress[encoding](data, file);
      if (!copyPays(data.length, compressed.length)) {
        rmSync(copyPath, { force: true });
        return 0;
      }
      writeFileSync(copyPath, compressed);
      return compressed.length;
    }),
  );
  return { sizes: [data.length, ...sizes], written: sizes.some((size) => size > 0) };
}

export interface PrecompressOptions {
  /** The export this one replaces, whose copies of the same files are taken over. */
  reuseFrom?: string;
  /** These files alone. */
  only?: (file: string) => boolean;
  /** An earlier run's files (its report's `files`): a file not written since is not read or checked again. */
  done?: ReadonlyMap<string, CopiedFile>;
}

/**
 * Writes the compressed copies of an export's text files; a few files at a time per core (zlib works in
 * its thread pool). Files are read and written synchronously: through the thread pool, beside the
 * compression, the 15,000 writes of a 1,236-doc export cost about 20 s of system CPU.
 */
export async function precompressExport(dir: string, options: PrecompressOptions = {}): Promise<PrecompressReport> {
  const started = performance.now();
  const all = exportFiles(dir);
  const names = new Set(all.filter((file) => !isPrecompressedCopy(file)));
  const files = [...names].filter((file) => !options.only || options.only(file));
  // A copy whose file is gone (pruned, or removed by a later step) must not be served in its place.
  const orphans = all.filter((file) => isPrecompressedCopy(file) && !names.has(file.replace(/\.[a-z]+$/, '')));
  for (const file of orphans) rmSync(join(dir, file), { force: true });
  const report: PrecompressReport = { compressed: 0, written: 0, reused: 0, bytesBefore: 0, bytesAfter: 0, seconds: 0, files: new Map() };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      // Stamped before it is read: a file written meanwhile is seen as changed by the next run.
      const stamp = stampOf(join(dir, file));
      const earlier = options.done?.get(file);
      const copied = earlier?.stamp === stamp ? earlier : { stamp, ...(await precompressFile(dir, file, options.reuseFrom)) };
      report.files.set(file, copied);
      const { sizes, written, reused } = copied;
      report.bytesBefore += sizes[0];
      report.bytesAfter += sizes.reduce((sum, size) => sum + size, 0);
      if (sizes.slice(1).some((size) => size > 0)) report.compressed += 1;
      if (written) report.written += 1;
      if (reused) report.reused += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

export interface WorkerRun {
  dir: string;
  reuseFrom?: string;
  /** The files left out: those ending with one of these, or under one ending with '/' ('admin/'). */
  except: string[];
}

/**
 * A run in a worker thread, so that its reads and writes leave the build's own thread free: the build
 * compresses every file but the pages there while it finishes the pages.
 */
export function precompressInWorker(run: WorkerRun): Promise<PrecompressReport> {
  return runTsWorker(new URL('./lib/precompress-worker.ts', import.meta.url), { workerData: run }, 'the worker compressing the export');
}

/** One line for a command's report. */
export function describePrecompress(report: PrecompressReport): string {
  return `compressed copies of ${report.compressed} text files (${report.written} written, ${report.reused} of them taken from the previous export) in ${report.seconds.toFixed(1)} s; export ${megabytes(report.bytesBefore)} -> ${megabytes(report.bytesAfter)} with them`;
}

await runAsMain(import.meta.url, async () => {
  console.log(describePrecompress(await precompressExport(process.argv[2] ?? 'out')));
});
