/**
 * The development site's content pipeline: after every burst of changes under content/, the content
 * check judges the files as they are on disk, then the snapshot of the docs it read is published with
 * its verdict (scripts/content-snapshot.ts). A doc that cannot be built shows why in the browser, and
 * the page recovers by itself once the file is fixed.
 */
import { watch } from 'node:fs';
import { join } from 'node:path';
import { CHECK_DEBOUNCE_MS } from '../src/config/dev-server';
import { startPublisher } from './content-publisher';
import { keptVerdict } from './lib/checked-verdict';

export interface ContentPipeline {
  /** Resolves once a snapshot exists. */
  published: Promise<void>;
  stop(): void;
}

/**
 * `firstCheckAfter`: when the snapshot there was made from the files and the code as they are
 * (scripts/lib/checked-verdict.ts), it is published at once, and the first check waits for this (the
 * site's pages compiled), so that it does not take the cores the compiler needs.
 */
export function startContentPipeline(root: string, onPublished: (problemCount: number) => void = () => {}, firstCheckAfter: Promise<void> = Promise.resolve()): ContentPipeline {
  let timer: NodeJS.Timeout | undefined;
  let markPublished = () => {};
  const published = new Promise<void>((resolve) => (markPublished = resolve));
  // The check, the bodies' rendering and the snapshot run in a process of their own (scripts/content-publisher.ts).
  const publisher = startPublisher(root, ({ outcome, problemCount }) => {
    if (outcome === 'written') onPublished(problemCount);
    markPublished();
  });
  const run = () => publisher.publish();
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(run, CHECK_DEBOUNCE_MS);
  };
  // A changed fact or passage is checked and rendered again in every doc that shows it (the check
  // remembers each doc by its text and the facts' fingerprint).
  const watcher = watch(join(root, 'content'), { recursive: true }, schedule);
  // The first check parses every doc (later ones only the changed files).
  const kept = keptVerdict(root);
  if (kept) {
    markPublished();
    onPublished(kept.problemCount);
    void firstCheckAfter.then(run);
  } else {
    setImmediate(run);
  }
  return {
    published,
    stop: () => {
      clearTimeout(timer);
      watcher.close();
      publisher.stop();
    },
  };
}
