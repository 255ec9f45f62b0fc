import { parse as parseYaml } from 'yaml';
import { categorySchema, docFrontmatterSchema, type DocFrontmatter } from '../../schemas';
import { docIdFromPath } from './doc-id';
import { resolveDocLink } from './links';
import type { SidebarCategoryInput } from './sidebar';
import { bodyReferences, parseMarkdown } from './markdown';
import { memoByText } from './memo';
import { bodyProblems } from './mdx/body-rules';
import { formatSchemaIssues } from './schema-errors';

export interface SourceFile {
  /** Path from the repository root, e.g. `content/docs/settings/users.mdx`. */
  path: string;
  text: string;
}

export interface CheckedDoc {
  path: string;
  /** False when the body is not valid MDX (already reported). */
  readable?: boolean;
  /** The frontmatter, when it passed the schema. */
  frontmatter?: DocFrontmatter;
  docId: string;
  isIndex: boolean;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function docIdOf(path: string) {
  return docIdFromPath(path.replace(/^content\//, '').replace(/(^|\/)index\.mdx?$/, '').replace(/\.mdx?$/, ''));
}

/** Micromark's reasons end with the place in the parsed text, "(4:1-4:6)": the body's lines, not the file's. */
const PLACE_IN_REASON = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/;

/** Sentences pointing at the lines (counted from the top of the file) where the body breaks the build. */
function bodyErrors(path: string, body: string, headerLines: number): { readable: boolean; errors: string[] } {
  let tree;
  try {
    tree = parseMarkdown(body);
  } catch (error) {
    const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
    const text = reason ?? String(error);
    const place = PLACE_IN_REASON.exec(text);
    const at = place ? { line: Number(place[1]), column: Number(place[2]) } : line ? { line, column: column ?? 1 } : undefined;
    const sentence = text.replace(PLACE_IN_REASON, '').replace(/([^.])$/, '$1.');
    const where = at ? `line ${at.line + headerLines}, column ${at.column}` : 'the end of the file';
    const message =
      `${path}: the text cannot be read as MDX at ${where}: ${sentence} ` +
      'A bare "<" or "{" in text, or a tag that is never closed, is the usual cause: write "&lt;" or "\\{" instead, or put it in `code`.';
    return { readable: false, errors: [message] };
  }
  return { readable: true, errors: bodyProblems(tree).map((p) => `${path}: line ${(p.line ?? 1) + headerLines}: ${p.message}`) };
}

/** Validates one doc's frontmatter against the schema; every problem is a sentence naming file and field. */
export const checkDoc = memoByText(checkDocText, (file: SourceFile) => `${file.path}\0${file.text}`);

function checkDocText(file: SourceFile): { doc?: CheckedDoc; errors: string[] } {
  const match = FRONTMATTER.exec(file.text);
  if (!match) {
    return { errors: [`${file.path}: the file must start with a frontmatter block between two "---" lines (title, description, sidebar_position).`] };
  }
  let data: unknown;
  try {
    data = parseYaml(match[1]) ?? {};
  } catch (error) {
    return { errors: [`${file.path}: the frontmatter is not valid YAML: ${(error as Error).message.split('\n')[0]}`] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { errors: [`${file.path}: the frontmatter must be a list of "field: value" lines.`] };
  }
  const result = docFrontmatterSchema.safeParse(data, { reportInput: true });
  const errors = result.success
    ? []
    : formatSchemaIssues(file.path, result.error.issues, data as Record<string, unknown>, Object.keys(docFrontmatterSchema.shape));
  const isIndex = /(^|\/)index\.mdx?$/.test(file.path);
  const body = file.text.slice(match[0].length);
  const checkedBody = bodyErrors(file.path, body, match[0].split('\n').length - 1);
  errors.push(...checkedBody.errors);
  const doc: CheckedDoc = { path: file.path, docId: docIdOf(file.path), isIndex, body, readable: checkedBody.readable };
  if (result.success) doc.frontmatter = result.data;
  return { doc, errors };
}

/** Validates one folder's `_category_.json`; a valid one comes back as sidebar input for its folder. */
export function checkCategory(file: SourceFile): { category?: SidebarCategoryInput; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch (error) {
    return { errors: [`${file.path}: not valid JSON: ${(error as Error).message}`] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { errors: [`${file.path}: must be a JSON object such as { "label": "DICOM", "position": 5 }.`] };
  }
  const result = categorySchema.safeParse(data, { reportInput: true });
  if (!result.success) {
    return { errors: formatSchemaIssues(file.path, result.error.issues, data as Record<string, unknown>, Object.keys(categorySchema.shape)) };
  }
  const dir = file.path.replace(/^content\/docs\//, '').replace(/\/_category_\.json$/, '');
  return { category: { dir, ...result.data }, errors: [] };
}

/**
 * Every link between docs must name a doc that exists (the spec's "developer error"), and every image
 * must be a file in public/.
 */
export function checkReferences(docs: CheckedDoc[], publicFileExists: (path: string) => boolean): string[] {
  const ids = new Set(docs.map((d) => d.docId));
  const errors: string[] = [];
  for (const doc of docs) {
    if (doc.readable === false) continue;
    for (const ref of bodyReferences(doc.body)) {
      if (ref.kind === 'image') {
        if (ref.url.startsWith('/') && !publicFileExists(ref.url)) {
          errors.push(`${doc.path}: the image "${ref.url}" does not exist; put the file in public${ref.url}.`);
        }
        continue;
      }
      const target = resolveDocLink(ref.url, doc.docId, doc.isIndex);
      if (target && !ids.has(target.docId)) {
        errors.push(`${doc.path}: the link "${ref.url}" names the doc "${target.docId}", which does not exist.`);
      }
    }
  }
  return errors;
}
