import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category, Doc } from 'contentlayer/generated';
import { CONTENT_SNAPSHOT } from '@/config/dev-server';
import type { RenderedBody } from '@/components/mdx/render-body';
import type { ContentProblem } from '@/lib/content-problems';
// A few bytes, rewritten after the snapshot each time it changes (scripts/content-snapshot.ts). The
// bundler sees only this file: a change recompiles one tiny module instead of megabytes of JSON, and
// the development server refreshes the open pages as after any change of a server module.
import version from '../../.contentlayer/site/version.json';

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

/** Which snapshot this is: changes whenever the docs, the folders or the verdict change. */
export const snapshotVersion: string = version.id;

/** The site's docs, read whole from the one file replaced by a single rename: never half-written. */
export const snapshot = JSON.parse(readFileSync(join(process.cwd(), CONTENT_SNAPSHOT), 'utf8')) as ContentSnapshot;
