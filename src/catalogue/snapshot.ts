import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category, Doc } from 'contentlayer/generated';
import { CONTENT_SNAPSHOT } from '@/config/dev-server';
import type { RenderedBody } from '@/components/mdx/render-body';
import type { ContentProblem } from '@/lib/content-problems';
import { snapshotVersionIn } from '@/lib/snapshot-version';

/** A doc as the site reads it: contentlayer's typed frontmatter, and its body rendered from the check's parse. */
export type SiteDoc = Doc & RenderedBody;

export interface ContentSnapshot {
  docs: SiteDoc[];
  categories: Category[];
  /** The content check's verdict on the files the docs were generated from (empty in a build). */
  problems: ContentProblem[];
  /** Each screen of the facts (content/facts/) and the doc that is its home, read once by the check. */
  screenHomes?: ScreenHome[];
}

/** A screen of the product's facts and the doc id of its home page. */
export interface ScreenHome {
  id: string;
  name: string;
  doc: string;
}

const inDevelopment = process.env.NODE_ENV === 'development';
let last: { key: string; snapshot: ContentSnapshot } | undefined;

/**
 * The snapshot as last read. In a build it is read once. On the development site it is read again once
 * replaced (a rename: a new file), so a published change is on the next request without the bundler:
 * nothing is compiled again, and the open pages are refreshed by DevContentRefresh.
 */
function read(): { key: string; snapshot: ContentSnapshot } {
  if (last && !inDevelopment) return last;
  const key = snapshotVersionIn(process.cwd());
  if (last?.key !== key) last = { key, snapshot: JSON.parse(readFileSync(join(process.cwd(), CONTENT_SNAPSHOT), 'utf8')) as ContentSnapshot };
  return last;
}

/** The site's docs, read whole from the one file replaced by a single rename: never half-written. */
export const currentSnapshot = (): ContentSnapshot => read().snapshot;

/** Which snapshot this is: changes whenever a new one is published. */
export const snapshotVersion = (): string => read().key;

/**
 * `work` done once per snapshot, whatever asks for it: what every page derives from all the docs (each
 * version's sidebar, the docs' date) is not worked out again for each page, and follows a new snapshot.
 */
export function perSnapshot<T>(work: (snapshot: ContentSnapshot) => T): () => T {
  const results = new WeakMap<ContentSnapshot, T>();
  return () => {
    const snapshot = currentSnapshot();
    if (!results.has(snapshot)) results.set(snapshot, work(snapshot));
    return results.get(snapshot) as T;
  };
}
