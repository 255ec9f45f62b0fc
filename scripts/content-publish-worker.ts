/**
 * The content check, the bodies' rendering and the snapshot's publication, in a process of their own
 * (started by scripts/content-publisher.ts). The check is synchronous and takes seconds (every doc at
 * the first run, well under a second after): run beside the development site's gate, it stopped every
 * request for as long. Then the search index, from the same parse, for the development site's route.
 * A file changed while the check read the folder makes the publisher run it again: a burst's change
 * events can all be heard before the check reads a half-changed folder.
 */
import { toProblems } from '../src/lib/content-problems';
import { inspectContent, type CheckedManual } from './check-content';
import { publishContentSnapshot } from './content-snapshot';
import type { PublishResult } from './content-publisher';
import { codeVersion, contentOnDisk, recordVerdict, writeDevSearchIndex } from './lib/checked-verdict';
import { renderBodies } from './lib/render-bodies';
import { searchIndexFiles } from './lib/search-index-files';

/** The site's folder, given by scripts/content-publisher.ts. */
const root = process.argv[2] ?? process.cwd();
// The code this process loaded, which its verdicts are kept with.
codeVersion();

/** The search index from the check's parse; the last one stays when this one cannot be built (the check says why). */
function writeSearchIndex(manuals: CheckedManual[]): boolean {
  try {
    writeDevSearchIndex(root, searchIndexFiles(root, { manuals }));
    return true;
  } catch {
    // A manual the check found problems in (a folder without docs): its problems are on the pages.
    return false;
  }
}

process.on('message', () => {
  let manuals: CheckedManual[] = [];
  let result: PublishResult;
  const before = contentOnDisk(root);
  try {
    const inspected = inspectContent(root);
    manuals = inspected.manuals;
    const outcome = publishContentSnapshot(root, toProblems(inspected.problems), manuals, renderBodies(manuals));
    result = { outcome, problemCount: inspected.problems.length, changedMeanwhile: contentOnDisk(root) !== before };
  } catch (error) {
    // A file removed while the check read the folder (a burst of changes): nothing is published from
    // this half-read state, and the check runs again.
    const removed = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!removed) process.stderr.write(`[check] The content check could not finish: ${(error as Error).message}\n`);
    process.send?.({ outcome: 'unchanged', problemCount: 0, changedMeanwhile: removed } satisfies PublishResult);
    return;
  }
  // The pages are told first, and the index follows a moment later (until it is there, the gate asks
  // again for a piece of the index that answered 404: scripts/dev-gate.ts).
  process.send?.(result);
  // Both made from the files as they were throughout the check: a restart on the same files serves them at once.
  if (writeSearchIndex(manuals) && !result.changedMeanwhile) recordVerdict(root, before, result.problemCount);
});
// The parent gone (stopped, or killed): nothing left to publish for.
process.on('disconnect', () => process.exit(0));
