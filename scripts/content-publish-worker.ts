/**
 * The content check, the bodies' rendering and the snapshot's publication, in a process of their own
 * (started by scripts/content-publisher.ts). The check is synchronous and takes seconds (every doc at
 * the first run, well under a second after): run beside the development site's gate, it stopped every
 * request for as long.
 */
import { toProblems } from '../src/lib/content-problems';
import { inspectContent } from './check-content';
import { publishContentSnapshot } from './content-snapshot';
import type { PublishResult } from './content-publisher';
import { renderBodies } from './lib/render-bodies';

/** The site's folder, given by scripts/content-publisher.ts. */
const root = process.argv[2] ?? process.cwd();
process.on('message', () => {
  let result: PublishResult;
  try {
    const { problems, manuals } = inspectContent(root);
    result = { outcome: publishContentSnapshot(root, toProblems(problems), manuals, renderBodies(manuals)), problemCount: problems.length };
  } catch (error) {
    // A file removed while the check read the folder (a burst of changes): the removal's own change
    // event has the docs checked again, so nothing is published from this half-read state.
    const removed = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!removed) process.stderr.write(`[check] The content check could not finish: ${(error as Error).message}\n`);
    result = { outcome: 'unchanged', problemCount: 0 };
  }
  process.send?.(result);
});
// The parent gone (stopped, or killed): nothing left to publish for.
process.on('disconnect', () => process.exit(0));
