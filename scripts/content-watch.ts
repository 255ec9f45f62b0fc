/**
 * The development site's content pipeline: after every generation of contentlayer's watcher, and
 * after every burst of changes under content/, the content check judges the files as they are on
 * disk, then the snapshot is published with its verdict (scripts/content-snapshot.ts). A doc that
 * cannot be built shows why in the browser, and the page recovers by itself once the file is fixed.
 */
import { watch } from 'node:fs';
import { join } from 'node:path';
import { CHECK_DEBOUNCE_MS } from '../src/config/dev-server';
import { toProblems } from '../src/lib/content-problems';
import type { RenderedBody } from '../src/components/mdx/render-body';
import { inspectContent } from './check-content';
import { renderBodies } from './lib/render-bodies';
import { forgetGenerated, publishContentSnapshot } from './content-snapshot';

export interface ContentPipeline {
  /** Checks and publishes after the current burst of events (contentlayer calls it after each generation). */
  schedule(): void;
  /** Resolves once a snapshot exists. */
  published: Promise<void>;
  stop(): void;
}

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

export function startContentPipeline(root: string, onPublished: (problemCount: number) => void = () => {}): ContentPipeline {
  forgetGenerated(root);
  let timer: NodeJS.Timeout | undefined;
  let markPublished = () => {};
  const published = new Promise<void>((resolve) => (markPublished = resolve));
  const run = () => {
    const { lines, bodies } = judge(root);
    const outcome = publishContentSnapshot(root, toProblems(lines), bodies);
    if (outcome === 'written') onPublished(lines.length);
    if (outcome !== 'nothing generated yet') markPublished();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(run, CHECK_DEBOUNCE_MS);
  };
  // A changed fact or passage is checked and rendered again in every doc that shows it (the check
  // remembers each doc by its text and the facts' fingerprint).
  const watcher = watch(join(root, 'content'), { recursive: true }, schedule);
  // The first check parses every doc (later ones only the changed files): it runs while contentlayer generates.
  setImmediate(run);
  return {
    schedule,
    published,
    stop: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
