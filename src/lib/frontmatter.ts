/**
 * A doc file's two parts: the YAML frontmatter between its opening and closing `---` lines, and the
 * Markdown body after it. The content check and the CMS both read files through this one reader.
 */
const FRONTMATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export interface FrontmatterParts {
  /** The YAML between the two `---` lines ('' when the block is empty). */
  yaml: string;
  /** Everything after the closing `---` line, byte for byte. */
  body: string;
  /** The line of the file the body starts on, counted from 1. */
  bodyLine: number;
}

/** The file's frontmatter and body, or null when it does not start with a frontmatter block. */
export function splitFrontmatter(text: string): FrontmatterParts | null {
  const match = FRONTMATTER.exec(text);
  if (!match) return null;
  return { yaml: match[1] ?? '', body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
}
