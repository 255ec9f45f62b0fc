/**
 * The build's per-doc work, parsing, checking and rendering each doc, shared among worker threads, one
 * per core: a doc's parse is most of the build's time before Next, and each doc's is independent. The
 * checks across docs (links, anchors, one home per fact) run after, in the build's own thread, on the
 * docs the workers parsed.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { RenderedBody } from '../../src/components/mdx/render-body';
import type { checkDoc, SourceFile } from '../../src/lib/content-check';
import { decodeUtf8 } from '../../src/lib/file-encoding';
import { filesUnder } from '../../src/lib/facts/source';
import { docIdOfSource } from '../../src/lib/content-problems';
import { runTsWorker } from './ts-worker';
import { WORKER_YOUNG_GENERATION_MB } from './young-generation';
import type { DocsVersion } from '../../src/config/versions';

export interface WorkerResult {
  path: string;
  /** The text checked: a file saved since is checked again. */
  text: string;
  check: ReturnType<typeof checkDoc>;
  body?: RenderedBody;
}

export interface WorkerInput {
  root: string;
  /** Each with the folder of its version (`content`, `content/versions/2.12`). */
  files: (SourceFile & { contentDir: string })[];
  /** Each version's doc ids, by its folder. */
  docIds: Record<string, string[]>;
  /** Where each version is served (`/docs/next`), by its folder. */
  versionPaths: Record<string, string>;
}

/**
 * Below this many docs the build's own thread does it all: a worker first loads the whole pipeline (about
 * 3 s), more than it saves on a small manual. Measured on 2 cores, check and render: 103 docs 6.1-6.7 s
 * in the thread, 9.2-9.4 s in two workers; 515 docs (five versions) 18.8-20.9 s against 21.8-23.3 s;
 * 1,236 docs 45.9 s against 34.3 s.
 */
export const MIN_DOCS_FOR_WORKERS = 800;

/**
 * Every doc of every version (its folder: content, content/versions/2.12…) checked and rendered in
 * worker threads, by path; empty for a manual too small to gain from them. A file that is not UTF-8 is
 * left to the check.
 */
export async function checkDocsInWorkers(
  root: string,
  versions: readonly Pick<DocsVersion, 'contentDir' | 'path'>[] = [{ contentDir: 'content', path: '/docs' }],
  workers = availableParallelism(),
  minDocs = MIN_DOCS_FOR_WORKERS,
): Promise<Map<string, WorkerResult>> {
  const docIds: Record<string, string[]> = {};
  const versionPaths = Object.fromEntries(versions.map((v) => [v.contentDir, v.path]));
  const files = versions.flatMap(({ contentDir }) => {
    const paths = filesUnder(root, `${contentDir}/docs`).filter((file) => file.endsWith('.mdx'));
    docIds[contentDir] = paths.map(docIdOfSource);
    return paths.flatMap((path) => {
      const decoded = decodeUtf8(path, readFileSync(join(root, path)));
      return 'error' in decoded ? [] : [{ path, text: decoded.text, contentDir }];
    });
  });
  if (files.length < minDocs) return new Map();
  const shares = Array.from({ length: Math.max(1, Math.min(workers, files.length)) }, (_, i) => files.filter((_, j) => j % workers === i));
  const results = await Promise.all(
    shares.map((share) =>
      runTsWorker<WorkerResult[]>(
        new URL('./check-worker.ts', import.meta.url),
        { workerData: { root, files: share, docIds, versionPaths } satisfies WorkerInput, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } },
        'a worker checking the docs',
      ),
    ),
  );
  return new Map(results.flat().map((result) => [result.path, result]));
}
