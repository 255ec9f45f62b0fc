/** Checks every doc and folder file before the build, and stops it with sentences a writer understands. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAsMain } from './lib/cli';
import { navLinks } from '../src/components/layout/nav-links';
import { homeSections } from '../src/config/home';
import { announcement } from '../src/config/site';
import { CMS_MEDIA_FOLDER } from '../src/config/cms';
import { envProblems } from '../src/config/env';
import { IMAGE_EXTENSIONS } from '../src/config/doc-rules';
import { checkCategory, checkDoc, checkDuplicateIds, checkReferences, type CheckedDoc, type SourceFile } from '../src/lib/content-check';
import { decodeUtf8 } from '../src/lib/file-encoding';
import { oldIdsOf, redirectProblems } from '../src/lib/redirects/doc-redirects';
import { checkSnippets } from '../src/lib/facts/snippets';
import { checkSchematic, checkSchematicPlaces } from '../src/lib/facts/schematics';
import { vocabularyFromFacts } from '../src/lib/content-rules';
import { bodyReferences } from '../src/lib/markdown';
import type { Facts } from '../src/lib/facts/parse';
import { checkFactHomes } from '../src/lib/facts/homes';
import { parseFacts } from '../src/lib/facts/parse';
import { readFactFiles } from '../src/lib/facts/source';
import { checkConfigLinks, checkNavItems } from '../src/lib/navigation/config-links';
import { buildSidebar, SidebarError, type SidebarCategoryInput } from '../src/lib/sidebar';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** The media folder holds images only: anything else there could be served, and run, from the site's origin. */
function checkMediaFolder(root: string): string[] {
  const media = join(root, CMS_MEDIA_FOLDER);
  if (!existsSync(media)) return [];
  const allowed = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');
  return walk(media)
    .map((abs) => abs.slice(root.length + 1).split('\\').join('/'))
    .filter((path) => !allowed.test(path))
    .map((path) => `${path}: only images (${IMAGE_EXTENSIONS.join(', ')}) belong in ${CMS_MEDIA_FOLDER}/. Remove it: another type of file there could run code on the site.`);
}

/** Schematics drawn with the product's names, each on the page it illustrates. */
function checkPictures(root: string, docs: CheckedDoc[], facts: Facts): string[] {
  const media = join(root, CMS_MEDIA_FOLDER);
  const vocabulary = vocabularyFromFacts(facts);
  const svgs = existsSync(media) ? walk(media).filter((f) => f.endsWith('.svg')) : [];
  const drawn = svgs.flatMap((abs) => checkSchematic(abs.slice(root.length + 1), readFileSync(abs, 'utf8'), vocabulary));
  const imagesByDoc = new Map(docs.map((d) => [d.docId, { path: d.path, images: d.tree ? bodyReferences(d.tree).filter((r) => r.kind === 'image').map((r) => r.url) : [] }]));
  return [...drawn, ...checkSchematicPlaces(facts, imagesByDoc)];
}

/** One doc's own check (frontmatter, body, writing rules), before the checks across docs. */
export type DocChecker = (file: SourceFile) => ReturnType<typeof checkDoc>;

/**
 * The problems of the docs, and the docs and folders as the check read them. `checkOne` checks one doc
 * (the build passes the results its worker threads have ready).
 */
export function inspectContent(
  root = process.cwd(),
  checkOne: DocChecker = checkDoc,
): { problems: string[]; docs: CheckedDoc[]; categories: SidebarCategoryInput[] } {
  const docsDir = join(root, 'content', 'docs');
  const files = walk(docsDir).map((abs) => abs.slice(root.length + 1).split('\\').join('/'));
  const errors: string[] = [];
  const docs: CheckedDoc[] = [];
  const categories: SidebarCategoryInput[] = [];
  for (const path of files) {
    const isDocFile = path.endsWith('.mdx') || path.endsWith('/_category_.json');
    const decoded = isDocFile ? decodeUtf8(path, readFileSync(join(root, path))) : { text: '' };
    if ('error' in decoded) {
      errors.push(decoded.error);
      continue;
    }
    const text = decoded.text;
    if (path.endsWith('.mdx')) {
      const result = checkOne({ path, text });
      errors.push(...result.errors);
      if (result.doc) docs.push(result.doc);
    } else if (path.endsWith('/_category_.json')) {
      const result = checkCategory({ path, text });
      errors.push(...result.errors);
      if (result.category) categories.push(result.category);
    } else {
      errors.push(`${path}: only .mdx docs and _category_.json files belong in content/docs.`);
    }
  }
  errors.push(...checkDuplicateIds(docs), ...redirectProblems(docs.map(oldIdsOf)));
  // The product facts and passages the docs refer to (content/facts/, content/snippets/).
  const docIds = new Set(docs.map((d) => d.docId));
  const facts = parseFacts(readFactFiles(root), docIds);
  errors.push(...facts.problems);
  if (facts.facts) {
    errors.push(...checkSnippets(facts.facts), ...checkFactHomes(docs, facts.facts), ...checkPictures(root, docs, facts.facts));
  }
  errors.push(...checkReferences(docs, (file) => existsSync(join(root, 'public', file))));
  errors.push(...checkMediaFolder(root));
  // An environment variable with an invalid value (src/config/env.ts).
  errors.push(...envProblems());
  // Developer errors: a sidebar category without docs, a navbar item that cannot render, a configured
  // link to a missing doc id.
  try {
    const sidebarDocs = docs.flatMap((d) =>
      d.frontmatter
        ? [{ id: d.docId, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position, isIndex: d.isIndex }]
        : [],
    );
    buildSidebar(sidebarDocs, categories);
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    errors.push(error.message);
  }
  errors.push(
    ...checkNavItems(navLinks, docIds),
    ...checkConfigLinks(
      [
        { where: 'src/config/site.ts: the announcement', href: announcement.href },
        ...homeSections.map((s) => ({ where: `src/config/home.ts: the home card "${s.title}"`, href: s.href })),
      ],
      docIds,
    ),
  );
  return { problems: errors, docs, categories };
}

export function checkContent(root = process.cwd()): string[] {
  return inspectContent(root).problems;
}

/** What `npm run check:content` prints and its exit code: 1 when any doc has a problem. */
export function runContentCheck(root = process.cwd()): { exitCode: 0 | 1; output: string } {
  const errors = checkContent(root);
  if (errors.length === 0) return { exitCode: 0, output: 'Content check passed.' };
  const count = `${errors.length} problem${errors.length === 1 ? '' : 's'}`;
  return { exitCode: 1, output: [`\nThe docs have ${count} to fix before the site can be built:\n`, ...errors.map((e) => `  ✗ ${e}`), ''].join('\n') };
}

void runAsMain(import.meta.url, () => {
  const { exitCode, output } = runContentCheck();
  (exitCode === 0 ? console.log : console.error)(output);
  process.exit(exitCode);
});
