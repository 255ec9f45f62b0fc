/**
 * What only the development site shows: the content check's verdict, published in the snapshot with
 * the docs it judged (scripts/content-watch.ts), and docs saved a moment ago that the next generation
 * has not reached yet. In a build all of this is empty.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { docIdOfSource, problemsOfDoc, sourcePathsOfDocId, type ContentProblem } from '@/lib/content-problems';
import { currentSnapshot } from './snapshot';

const inDevelopment = process.env.NODE_ENV === 'development';

export function devProblemsOf(sourcePath: string): ContentProblem[] {
  return inDevelopment ? problemsOfDoc(currentSnapshot().problems, sourcePath) : [];
}

/** The source file of a doc id, when a file holds it on disk now. */
export function devSourceOf(docId: string): string | undefined {
  if (!inDevelopment) return undefined;
  return sourcePathsOfDocId(docId).find((path) => existsSync(join(process.cwd(), path)));
}

/**
 * The doc ids of every doc on disk now, generated or not yet. Read at each call: the development
 * server asks for a page's params afresh the first time an address is requested, so a doc saved a
 * moment ago answers at once.
 */
export function devDocIds(): string[] {
  if (!inDevelopment) return [];
  const files = readdirSync(join(process.cwd(), 'content', 'docs'), { recursive: true }) as string[];
  return files.filter((file) => file.endsWith('.mdx')).map((file) => docIdOfSource(`content/docs/${file.split('\\').join('/')}`));
}
