import type { Root } from 'mdast';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { categorySchema, categoryTranslationSchema, docFrontmatterSchema, type DocFrontmatter } from '../../schemas';
import { BASE_PATH, MAIN_DOC_ID } from '../config/site';
import { docHref, docIdFromPath } from './doc-id';
import { splitFrontmatter } from './frontmatter';
import { resolveDocLink } from './links';
import type { SidebarCategoryInput } from './sidebar';
import { bodyReferences, parseMarkdown } from './markdown';
import { memoByText } from './memo';
import { glossaryTerms } from './mdx/glossary-terms';
import { findTrustProblems, parseDocBody, transformDocBody } from './mdx/preset';
import { formatSchemaIssues } from './schema-errors';
import { checkBodyRules } from './content-rules';
import { anchorIds } from './toc';
import { VFile } from 'vfile';
import { FactsError, loadFacts } from './facts/source';
import type { FactsFileData } from './mdx/remark-facts';

export interface SourceFile {
  /** Path from the repository root, e.g. `content/docs/settings/users.mdx`. */
  path: string;
  text: string;
}

export interface CheckedDoc {
  path: string;
  /** False when the body is not valid MDX or breaks a trust rule (already reported). */
  readable?: boolean;
  /** The frontmatter, when it passed the schema. */
  frontmatter?: DocFrontmatter;
  docId: string;
  isIndex: boolean;
  body: string;
  /** Line of the file where the body starts (after the frontmatter); 1 when unknown. */
  bodyLine?: number;
  /** The body as the site renders it (fact directives written out), when it is readable (so it is parsed once). */
  tree?: Root;
  /** What its fact directives defined and included. */
  facts?: FactsFileData;
}

const BOM = '\uFEFF';

function docIdOf(path: string) {
  return docIdFromPath(path.replace(/^content\//, '').replace(/(^|\/)index\.mdx?$/, '').replace(/\.mdx?$/, ''));
}

/** "content/docs/x.mdx, line 12: …": lines count from the top of the file, frontmatter included. */
export function atLine(path: string, line: number, sentence: string): string {
  return `${path}, line ${line}: ${sentence}`;
}

/** The line a parser's message points at: its place, or the "(3:1-3:6)" some messages carry in their text. */
function messageLine(error: { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string }): number | undefined {
  const inReason = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(error.reason ?? '');
  return error.line ?? error.place?.line ?? error.place?.start?.line ?? (inReason ? Number(inReason[1]) : undefined);
}

function messageReason(error: unknown): string {
  const e = error as { reason?: string; message?: string };
  return (e.reason ?? e.message ?? String(error)).replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '').replace(/([^.])$/, '$1.');
}

/** A sentence pointing at the line where the body stops being valid MDX, or null (with the parsed body). */
function parseBody(path: string, body: string, bodyLine: number): { tree?: Root; error?: string } {
  try {
    return { tree: parseDocBody(body) };
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string };
    // A tag left open is only noticed at the end of the file; its message names the line it opened on.
    const line = messageLine(e) ?? body.split('\n').length;
    const where = `line ${line + bodyLine - 1}${e.column ? `, column ${e.column}` : ''}`;
    return {
      error:
        `${path}: the text cannot be read as MDX at ${where}: ${messageReason(error)} ` +
        'A bare "<" or "{" in text is the usual cause: write "&lt;" or "\\{" instead, or put it in `code`; close every tag you open.',
    };
  }
}

/**
 * What a doc's body may not contain (trust rules), then what the site's own plugins refuse (an unknown
 * admonition, an unknown fact id); a body that passes comes back as the site renders it, facts written
 * out. The tree is transformed in place: read what the writing rules need from it first.
 */
function bodyProblems(path: string, docId: string, tree: Root, bodyLine: number): { problems: string[]; expanded?: Root; data?: FactsFileData } {
  const problems = findTrustProblems(tree).map((p) => atLine(path, p.line + bodyLine - 1, p.message));
  if (problems.length > 0) return { problems };
  const file = new VFile({ path, data: { docId } });
  try {
    const expanded = transformDocBody(tree, file);
    return { problems: [], expanded, data: file.data as FactsFileData };
  } catch (error) {
    if (error instanceof FactsError) return { problems: [] };
    return { problems: [atLine(path, (messageLine(error as never) ?? 1) + bodyLine - 1, messageReason(error))] };
  }
}

/**
 * Validates one doc: frontmatter against the schema, body against the MDX preset; every problem is a
 * sentence naming the file. Remembered by path and text: the development site checks the whole tree
 * after every save, and only the saved files need parsing again.
 */
export const checkDoc = memoByText(
  checkDocText,
  // What a body renders from besides its text: the facts, and the glossary's terms (linked on every page).
  (file: SourceFile) => `${file.path}\0${loadFacts().facts?.fingerprint ?? ''}\0${glossaryTerms().map((term) => term.id).join(' ')}\0${file.text}`,
  // Every doc of a large manual: the development site checks them all after each save.
  20_000,
);

function checkDocText(file: SourceFile): { doc?: CheckedDoc; errors: string[] } {
  if (file.text.startsWith(BOM)) {
    return {
      errors: [
        `${file.path}, line 1: the file starts with a byte order mark (BOM), an invisible character some editors add. ` +
          'Save it as "UTF-8" without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding", "UTF-8").',
      ],
    };
  }
  const parts = splitFrontmatter(file.text);
  if (!parts) {
    return { errors: [`${file.path}: the file must start with a frontmatter block between two "---" lines (title, description, sidebar_position).`] };
  }
  let data: unknown;
  try {
    data = parseYaml(parts.yaml) ?? {};
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
  const { body, bodyLine } = parts;
  const docId = docIdOf(file.path);
  const parsed = parseBody(file.path, body, bodyLine);
  // The writing rules (vocabulary, admonitions) read the body as written, before its directives are expanded.
  const writingProblems = parsed.tree ? checkBodyRules(file.path, parsed.tree, bodyLine - 1) : [];
  const checked = parsed.tree ? bodyProblems(file.path, docId, parsed.tree, bodyLine) : { problems: [parsed.error as string] };
  const problems = checked.problems;
  errors.push(...problems);
  const doc: CheckedDoc = { path: file.path, docId, isIndex, body, bodyLine, readable: problems.length === 0 && checked.expanded !== undefined };
  if (doc.readable) {
    doc.tree = checked.expanded;
    doc.facts = checked.data;
  }
  // The writing rules apply to a body that reads.
  if (problems.length === 0) errors.push(...writingProblems);
  if (result.success) doc.frontmatter = result.data;
  return { doc, errors };
}

/** Validates one folder's `_category_.json`; a valid one comes back as sidebar input for its folder. */
export function checkCategory(file: SourceFile): { category?: SidebarCategoryInput; errors: string[] } {
  const { data, errors } = parseCategoryFile(file, categorySchema, '{ "label": "DICOM", "position": 5 }');
  return data ? { category: { dir: categoryDirOf(file.path), ...data }, errors } : { errors };
}

/** A translated folder's `_category_.json`: its label alone (schemas/category.ts). */
export function checkCategoryTranslation(file: SourceFile): { translation?: { dir: string; label: string }; errors: string[] } {
  const { data, errors } = parseCategoryFile(file, categoryTranslationSchema, '{ "label": "Configuración" }');
  return data ? { translation: { dir: categoryDirOf(file.path), ...data }, errors } : { errors };
}

/** A folder's path under its docs folder (`settings/DICOM`), in any version or language. */
const categoryDirOf = (path: string) => path.replace(/^content\/(?:versions\/[^/]+\/|i18n\/[^/]+\/)?docs\//, '').replace(/\/_category_\.json$/, '');

function parseCategoryFile<S extends z.ZodObject>(file: SourceFile, schema: S, example: string): { data?: z.infer<S>; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch (error) {
    return { errors: [`${file.path}: not valid JSON: ${(error as Error).message}`] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { errors: [`${file.path}: must be a JSON object such as ${example}.`] };
  }
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    return { errors: formatSchemaIssues(file.path, result.error.issues, data as Record<string, unknown>, Object.keys(schema.shape)) };
  }
  return { data: result.data, errors: [] };
}

/**
 * Two files that would be the same page: `x.mdx` beside `x/index.mdx`, or `docs/index.mdx` beside the
 * main doc. Neither may win silently.
 */
export function checkDuplicateIds(docs: Pick<CheckedDoc, 'path' | 'docId'>[]): string[] {
  const byPage = new Map<string, string[]>();
  for (const doc of docs) {
    const page = docHref(doc.docId || MAIN_DOC_ID);
    byPage.set(page, [...(byPage.get(page) ?? []), doc.path]);
  }
  const sameFolderHint = " (a folder's index.mdx is the page of the folder itself)";
  return [...byPage].flatMap(([page, unsorted]) => {
    if (unsorted.length < 2) return [];
    const paths = [...unsorted].sort();
    const hint = paths.some((p) => p.endsWith('/index.mdx')) ? sameFolderHint : '';
    return [`${paths.join(' and ')} are the same page (${page}): keep one of them and move or rename the other${hint}.`];
  });
}

function decodeSafely(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A reference that starts with the base path and only works once it is removed (the build adds it).
 * A base path can look like a site folder (`BASE_PATH=/docs`): `/docs/x` is then still a doc link, and
 * `/img/docs/x.svg` under `BASE_PATH=/img` still an image of public/.
 */
function writtenWithBasePath(ref: { kind: string; url: string }, doc: CheckedDoc, publicFileExists: (path: string) => boolean): boolean {
  if (BASE_PATH === '' || !ref.url.startsWith(`${BASE_PATH}/`)) return false;
  if (ref.kind === 'image') return !publicFileExists(decodeSafely(ref.url.split(/[?#]/)[0]) ?? ref.url);
  return resolveDocLink(ref.url, doc.docId, doc.isIndex) === null;
}

/** A checked doc's tree is remembered with the doc (checkDoc): the development site's check after each save reads only the saved doc's headings again. */
const treeAnchors = new WeakMap<Root, Set<string>>();
function anchorsOfTree(tree: Root): Set<string> {
  let ids = treeAnchors.get(tree);
  if (!ids) treeAnchors.set(tree, (ids = new Set(anchorIds(tree))));
  return ids;
}

/**
 * Every link between docs must name a doc that exists and, with a `#anchor`, a heading of that doc;
 * every image must be a file in public/, written without the base path.
 */
export function checkReferences(docs: CheckedDoc[], publicFileExists: (path: string) => boolean, targets: CheckedDoc[] = docs): string[] {
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (doc: CheckedDoc) => {
    if (!anchors.has(doc.docId)) anchors.set(doc.docId, doc.readable === false ? new Set() : doc.tree ? anchorsOfTree(doc.tree) : new Set(anchorIds(parseMarkdown(doc.body))));
    return anchors.get(doc.docId) as Set<string>;
  };
  const byId = new Map(targets.map((d) => [d.docId || MAIN_DOC_ID, d]));
  const errors: string[] = [];
  for (const doc of docs) {
    if (doc.readable === false) continue;
    const at = (line: number, sentence: string) => atLine(doc.path, line + (doc.bodyLine ?? 1) - 1, sentence);
    for (const ref of bodyReferences(doc.tree ?? doc.body)) {
      if (writtenWithBasePath(ref, doc, publicFileExists)) {
        const without = ref.url.slice(BASE_PATH.length);
        errors.push(at(ref.line, `the ${ref.kind} "${ref.url}" starts with the base path ${BASE_PATH}; write it without: "${without}" (the build adds it).`));
        continue;
      }
      if (ref.kind === 'image') {
        if (EXTERNAL.test(ref.url) || !ref.url.startsWith('/')) {
          errors.push(at(ref.line, `the image "${ref.url}" is not a file of the site; put it in public/img/docs/ and write "/img/docs/name.svg".`));
          continue;
        }
        const file = decodeSafely(ref.url.split(/[?#]/)[0]);
        if (file === undefined) {
          errors.push(at(ref.line, `the image "${ref.url}" has a "%" that is not part of a %XX code; rename the file without "%" and write its new name.`));
        } else if (!publicFileExists(file)) {
          errors.push(at(ref.line, `the image "${ref.url}" does not exist; put the file in public${file}.`));
        }
        continue;
      }
      const sameDoc = ref.url.startsWith('#');
      const target = sameDoc ? { docId: doc.docId || MAIN_DOC_ID, anchor: ref.url.slice(1) } : resolveDocLink(ref.url, doc.docId, doc.isIndex);
      if (!target) continue;
      const targetDoc = byId.get(target.docId);
      if (!targetDoc) {
        errors.push(at(ref.line, `the link "${ref.url}" names the doc "${target.docId}", which does not exist.`));
        continue;
      }
      const anchor = decodeSafely(target.anchor) ?? target.anchor;
      if (anchor && !anchorsOf(targetDoc).has(anchor)) {
        const where = sameDoc ? 'this doc' : `the doc "${target.docId}"`;
        errors.push(at(ref.line, `the link "${ref.url}" points to the section "#${anchor}", but ${where} has no heading with that anchor. Check the heading's spelling (hover it on the site and click its # to see its link).`));
      }
    }
  }
  return errors;
}
