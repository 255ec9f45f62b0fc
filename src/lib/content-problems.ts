import { docIdFromPath } from './doc-id';

/** What the content check says about one file, as the development site shows it to a writer. */
export interface ContentProblem {
  /** Path from the repository root (content/docs/...), when the problem belongs to a file. */
  file?: string;
  /** The content check's sentence, without the file name in front. */
  message: string;
}

/** Splits the content check's "content/docs/x.mdx: what is wrong" and "content/docs/x.mdx, line 12: …" lines into file and sentence. */
export function toProblems(lines: string[]): ContentProblem[] {
  return lines.map((line) => {
    const match = /^(content\/\S+?)(?::|,) (.*)$/s.exec(line);
    return match ? { file: match[1], message: match[2] } : { message: line };
  });
}

/** The problems a doc page shows: those of its own file and those of every folder file (the sidebar's). */
export function problemsOfDoc(problems: ContentProblem[], sourcePath: string): ContentProblem[] {
  return problems.filter((p) => p.file === sourcePath || p.file?.endsWith('/_category_.json'));
}

/** The source files that could hold a doc id, in the order contentlayer's doc ids prefer. */
export function sourcePathsOfDocId(docId: string, contentDir = 'content'): string[] {
  return [`${contentDir}/docs/${docId}.mdx`, `${contentDir}/docs/${docId}/index.mdx`];
}

/** The doc id a source file holds (`content/docs/settings/index.mdx` -> `settings`). */
export function docIdOfSource(sourcePath: string): string {
  return docIdFromPath(sourcePath.replace(/^content\//, ''));
}
