/**
 * The content check, the bodies' rendering and the snapshot's publication, in a process of their own (started by
 * scripts/content-publisher.ts). The check is synchronous and takes seconds (every doc at the first
 * run, about a second after): run beside the development site's gate, it stopped every request for
 * as long, once per generation of a burst.
 */
import type { RenderedBody } from '../src/components/mdx/render-body';
import { toProblems } from '../src/lib/content-problems';
import { inspectContent } from './check-content';
import { publishContentSnapshot } from './content-snapshot';
import type { PublishResult } from './content-publisher';
import { renderBodies } from './lib/render-bodies';

/** The check's verdict, and the bodies rendered from its parse. */
function judge(root: string): { lines: string[]; bodies: Map<string, RenderedBody> } {
  try {
    const { problems, docs } = inspectContent(root);
    return { lines: problems, bodies: renderBodies(docs) };
  } catch (error) {
    // A file removed while the check read the folder: the change event that follows checks again.
    return { lines: [`The content check could not finish: ${(error as Error).message}`], bodies: new Map() };
  }
}

const root = process.cwd();
process.on('message', () => {
  const { lines, bodies } = judge(root);
  const result: PublishResult = { outcome: publishContentSnapshot(root, toProblems(lines), bodies), problemCount: lines.length };
  process.send?.(result);
});
// The parent gone (stopped, or killed): nothing left to publish for.
process.on('disconnect', () => process.exit(0));
