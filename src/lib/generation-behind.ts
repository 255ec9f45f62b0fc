/**
 * Whether contentlayer's last generation is behind the doc files on disk: its watcher generates once
 * per file event, so a burst of 15 saves is 15 generations in a row, and every one but the last holds
 * some docs as they were. Publishing each of them had the development server compile 15 snapshots.
 */

/** A generated doc as the check needs it: its file (under content/) and its body as contentlayer read it. */
export interface GeneratedBody {
  sourceFilePath: string;
  body: string;
}

/**
 * The doc files (paths from the repository root) on disk whose generated doc is missing or holds another
 * body. A file with problems is left out: its page shows them, whatever contentlayer made of it.
 */
export function docsBehind(generated: GeneratedBody[], onDisk: Map<string, string>, withProblems: Set<string>): string[] {
  const bodies = new Map(generated.map((doc) => [`content/${doc.sourceFilePath}`, doc.body]));
  return [...onDisk].filter(([path, text]) => {
    if (withProblems.has(path)) return false;
    const body = bodies.get(path);
    // contentlayer's body is the file after its frontmatter.
    return body === undefined || !text.endsWith(body);
  }).map(([path]) => path);
}
