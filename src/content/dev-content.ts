/**
 * What only the development site shows: the content check's verdict, published in the snapshot with
 * the docs it judged (scripts/content-watch.ts), and docs saved a moment ago that the next generation
 * has not reached yet. In a build all of this is empty.
 */
import { docIdOfSource, problemsOfDoc, sourcePathsOfDocId, type ContentProblem } from '@/lib/content-problems';
import snapshot from '../../.contentlayer/site/content.json';

const { problems, sources } = snapshot as unknown as { problems: ContentProblem[]; sources: string[] };

const inDevelopment = process.env.NODE_ENV === 'development';

export function devProblemsOf(sourcePath: string): ContentProblem[] {
  return inDevelopment ? problemsOfDoc(problems, sourcePath) : [];
}

/** The source file of a doc id, when a file held it at the last check. */
export function devSourceOf(docId: string): string | undefined {
  if (!inDevelopment) return undefined;
  return sourcePathsOfDocId(docId).find((path) => sources.includes(path));
}

/** The doc ids of every doc on disk at the last check, generated or not yet. */
export function devDocIds(): string[] {
  return inDevelopment ? sources.map(docIdOfSource) : [];
}
