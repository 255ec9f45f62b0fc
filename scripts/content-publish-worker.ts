/**
 * The content check, the bodies' rendering and the snapshot's publication, in a process of their own
 * (started by scripts/content-publisher.ts). The check is synchronous and takes seconds (every doc at
 * the first run, about a second after): run beside the development site's gate, it stopped every
 * request for as long, once per generation of a burst.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedBody } from '../src/components/mdx/render-body';
import { CONTENT_GENERATED } from '../src/config/dev-server';
import { toProblems, type ContentProblem } from '../src/lib/content-problems';
import { filesUnder } from '../src/lib/facts/source';
import { docsBehind } from '../src/lib/generation-behind';
import { inspectContent } from './check-content';
import { localeFolders, publishContentSnapshot, type LocaleFolder } from './content-snapshot';
import type { PublishRequest, PublishResult } from './content-publisher';
import { renderBodies } from './lib/render-bodies';

/** The check's verdict, and the bodies rendered from its parse. */
function judge(root: string): { lines: string[]; bodies: Map<string, RenderedBody>; folders: LocaleFolder[] } {
  try {
    const { problems, manuals } = inspectContent(root);
    return { lines: problems, bodies: renderBodies(manuals), folders: localeFolders(manuals) };
  } catch (error) {
    // A file removed while the check read the folder: the change event that follows checks again.
    return { lines: [`The content check could not finish: ${(error as Error).message}`], bodies: new Map(), folders: [] };
  }
}

interface GeneratedDoc {
  _raw?: { sourceFilePath?: string };
  body?: { raw?: string };
}

/** Whether contentlayer's last generation holds an older version of some doc on disk (src/lib/generation-behind.ts). */
function generationBehind(root: string, problems: ContentProblem[]): boolean {
  let docs: GeneratedDoc[];
  try {
    docs = (JSON.parse(readFileSync(join(root, CONTENT_GENERATED), 'utf8')) as { docs: GeneratedDoc[] }).docs;
  } catch {
    return false;
  }
  const onDisk = new Map<string, string>();
  for (const path of filesUnder(root, 'content/docs').filter((f) => f.endsWith('.mdx'))) {
    try {
      onDisk.set(path, readFileSync(join(root, path), 'utf8'));
    } catch {
      // Removed since the folder was read.
    }
  }
  const generated = docs.map((doc) => ({ sourceFilePath: doc._raw?.sourceFilePath ?? '', body: doc.body?.raw ?? '' }));
  return docsBehind(generated, onDisk, new Set(problems.flatMap((p) => (p.file ? [p.file] : [])))).length > 0;
}

/** The site's folder, given by scripts/content-publisher.ts. */
const root = process.argv[2] ?? process.cwd();
process.on('message', ({ force }: PublishRequest) => {
  const { lines, bodies, folders } = judge(root);
  const problems = toProblems(lines);
  const result: PublishResult =
    !force && generationBehind(root, problems)
      ? { outcome: 'behind', problemCount: lines.length }
      : { outcome: publishContentSnapshot(root, problems, bodies, folders), problemCount: lines.length };
  process.send?.(result);
});
// The parent gone (stopped, or killed): nothing left to publish for.
process.on('disconnect', () => process.exit(0));
