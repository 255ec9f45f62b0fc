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
import { checkCategory, checkCategoryTranslation, checkDoc, checkDuplicateIds, checkReferences, type CheckedDoc, type SourceFile } from '../src/lib/content-check';
import { decodeUtf8 } from '../src/lib/file-encoding';
import { oldIdsOf, redirectProblems } from '../src/lib/redirects/doc-redirects';
import { checkSnippets } from '../src/lib/facts/snippets';
import { checkSchematic, checkSchematicPlaces } from '../src/lib/facts/schematics';
import { vocabularyFromFacts } from '../src/lib/content-rules';
import { bodyReferences } from '../src/lib/markdown';
import type { Facts } from '../src/lib/facts/parse';
import { checkFactHomes } from '../src/lib/facts/homes';
import { parseFacts } from '../src/lib/facts/parse';
import { filesUnder, withFactsHeld, inContentDir, readFactFiles, withVersionFacts } from '../src/lib/facts/source';
import { LOCALE_CODE, LOCALE_LABELS, LOCALES_FILE, localeManualOf, siteLocales, type SiteLocale } from '../src/config/locales';
import { adoptHeadingIds } from '../src/lib/toc';
import { docsVersions, VERSION_IMAGES_DIR, VERSION_NAME, VERSIONS_DIR, VERSIONS_FILE, type DocsVersion } from '../src/config/versions';
import { checkConfigLinks, checkNavItems } from '../src/lib/navigation/config-links';
import { buildSidebar, foldersHoldingDocs, SidebarError, type SidebarCategoryInput } from '../src/lib/sidebar';

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

/** Schematics drawn with the product's names, each on the page it illustrates (`mediaFolder`: the version's images). */
function checkPictures(root: string, docs: CheckedDoc[], facts: Facts, mediaFolder: string): string[] {
  const media = join(root, mediaFolder);
  const vocabulary = vocabularyFromFacts(facts);
  const svgs = existsSync(media) ? walk(media).filter((f) => f.endsWith('.svg')) : [];
  const drawn = svgs.flatMap((abs) => checkSchematic(abs.slice(root.length + 1), readFileSync(abs, 'utf8'), vocabulary));
  const imagesByDoc = new Map(docs.map((d) => [d.docId, { path: d.path, images: d.tree ? bodyReferences(d.tree).filter((r) => r.kind === 'image').map((r) => r.url) : [] }]));
  return [...drawn, ...checkSchematicPlaces(facts, imagesByDoc)];
}

/** One doc's own check (frontmatter, body, writing rules), before the checks across docs. */
export type DocChecker = (file: SourceFile) => ReturnType<typeof checkDoc>;

/** One version's docs and folders as the check read them. */
export interface CheckedManual {
  version: DocsVersion;
  docs: CheckedDoc[];
  categories: SidebarCategoryInput[];
}

/** The versions of the project at `root`: Next, and those content/versions.json lists (newest first). */
export function versionsOf(root: string): { versions: DocsVersion[]; problems: string[] } {
  const file = join(root, VERSIONS_FILE);
  if (!existsSync(file)) return { versions: docsVersions([]), problems: [] };
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { versions: docsVersions([]), problems: [`${VERSIONS_FILE}: not valid JSON: ${(error as Error).message}`] };
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || !VERSION_NAME.test(n))) {
    return { versions: docsVersions([]), problems: [`${VERSIONS_FILE}: must list the cut versions newest first, such as ["2.12", "2.11"]. Cut one with npm run docs:version -- 2.12.`] };
  }
  const problems = (names as string[]).flatMap((name) =>
    existsSync(join(root, VERSIONS_DIR, name, 'docs')) ? [] : [`${VERSIONS_FILE}: lists version ${name}, but ${VERSIONS_DIR}/${name}/docs/ is missing.`],
  );
  return { versions: docsVersions(names as string[]), problems };
}

/** The translated locales of the project at `root`: those content/locales.json lists. */
export function localesOf(root: string): { locales: SiteLocale[]; problems: string[] } {
  const file = join(root, LOCALES_FILE);
  if (!existsSync(file)) return { locales: [], problems: [] };
  let codes: unknown;
  try {
    codes = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { locales: [], problems: [`${LOCALES_FILE}: not valid JSON: ${(error as Error).message}`] };
  }
  const valid = Array.isArray(codes) && codes.every((c) => typeof c === 'string' && LOCALE_CODE.test(c) && c in LOCALE_LABELS && c !== 'en');
  if (!valid) {
    return { locales: [], problems: [`${LOCALES_FILE}: must list the translated locales, such as ["es"] (known: ${Object.keys(LOCALE_LABELS).filter((c) => c !== 'en').join(', ')}). Add one with npm run docs:locale -- es.`] };
  }
  return { locales: siteLocales(codes as string[]).slice(1), problems: [] };
}

/**
 * The problems of the docs of every version, and the docs and folders as the check read them. `checkOne`
 * checks one doc (the build passes the results its worker threads have ready).
 */
export function inspectContent(
  root = process.cwd(),
  checkOne: DocChecker = checkDoc,
  only?: (version: DocsVersion) => boolean,
): { problems: string[]; docs: CheckedDoc[]; categories: SidebarCategoryInput[]; manuals: CheckedManual[] } {
  return withFactsHeld(root, () => inspectAll(root, checkOne, only));
}

function inspectAll(root: string, checkOne: DocChecker, only?: (version: DocsVersion) => boolean): ReturnType<typeof inspectContent> {
  const { versions: all, problems } = versionsOf(root);
  const versions = only ? all.filter(only) : all;
  const manuals = versions.map((version) => {
    const inspected = inspectManual(root, version, checkOne);
    problems.push(...inspected.problems);
    return { version, docs: inspected.docs, categories: inspected.categories };
  });
  // The site's own links (navbar, home, announcement) lead to the version at /docs/ (when only some are
  // checked, to the first of them: the docs being cut become the version at /docs/).
  const latest = manuals.find((m) => m.version.isLast) ?? manuals[0];
  const latestIds = new Set(latest.docs.map((d) => d.docId));
  // Each translated locale: the latest version's docs, translated or shown in English.
  if (!only) {
    const translated = localesOf(root);
    problems.push(...translated.problems);
    for (const locale of translated.locales) {
      const inspected = inspectLocale(root, locale, latest, checkOne);
      problems.push(...inspected.problems);
      manuals.push(inspected.manual);
    }
  }
  problems.push(
    ...checkMediaFolder(root),
    // An environment variable with an invalid value (src/config/env.ts).
    ...envProblems(),
    ...checkNavItems(navLinks, latestIds),
    ...checkConfigLinks(
      [
        { where: 'src/config/site.ts: the announcement', href: announcement.href },
        ...homeSections.map((s) => ({ where: `src/config/home.ts: the home card "${s.title}"`, href: s.href })),
      ],
      latestIds,
    ),
  );
  return { problems, docs: manuals.flatMap((m) => m.docs), categories: manuals.flatMap((m) => m.categories), manuals };
}

/** One version's docs, folders, facts and snippets, checked against each other. */
function inspectManual(root: string, version: DocsVersion, checkOne: DocChecker): { problems: string[]; docs: CheckedDoc[]; categories: SidebarCategoryInput[] } {
  const { contentDir } = version;
  const files = filesUnder(root, `${contentDir}/docs`);
  const errors: string[] = [];
  const docs: CheckedDoc[] = [];
  const categories: SidebarCategoryInput[] = [];
  withVersionFacts(root, contentDir, () => {
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
        errors.push(`${path}: only .mdx docs and _category_.json files belong in ${contentDir}/docs.`);
      }
    }
  });
  errors.push(...checkDuplicateIds(docs), ...redirectProblems(docs.map(oldIdsOf)));
  // The product facts and passages the docs refer to (content/facts/, content/snippets/).
  const docIds = new Set(docs.map((d) => d.docId));
  const facts = parseFacts(readFactFiles(root, contentDir), docIds);
  const factProblems = [...facts.problems];
  if (facts.facts) {
    const media = contentDir === 'content' ? CMS_MEDIA_FOLDER : `${VERSION_IMAGES_DIR}/${version.name}/docs`;
    factProblems.push(...checkSnippets(facts.facts), ...checkFactHomes(docs, facts.facts), ...checkPictures(root, docs, facts.facts, media));
  }
  errors.push(...factProblems.map((p) => inContentDir(p, contentDir)));
  errors.push(...checkReferences(docs, (file) => existsSync(join(root, 'public', file))));
  // Developer errors: a sidebar category without docs.
  const sidebarDocs = docs.flatMap((d) =>
    d.frontmatter
      ? [{ id: d.docId, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position, isIndex: d.isIndex }]
      : [],
  );
  try {
    buildSidebar(sidebarDocs, categories);
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    errors.push(error.message);
  }
  // Reported above, a folder without docs is left out of what the check read: caught half-made or
  // half-deleted in a burst of changes, it would stop every page's sidebar on the development site.
  const holding = foldersHoldingDocs(sidebarDocs);
  return { problems: errors, docs, categories: categories.filter((c) => holding.has(c.dir)) };
}

/**
 * A locale's translations, each checked as a doc is, then against its English doc: the same path, the
 * same headings (whose ids it takes), links that lead to a doc of the locale (translated or not).
 */
function inspectLocale(root: string, locale: SiteLocale, english: CheckedManual, checkOne: DocChecker): { problems: string[]; manual: CheckedManual } {
  const dir = `${locale.contentDir}/docs`;
  const englishDir = `${english.version.contentDir}/docs`;
  const originals = new Map(english.docs.map((d) => [d.path.slice(englishDir.length + 1), d]));
  const errors: string[] = [];
  const docs: CheckedDoc[] = [];
  const labels = new Map<string, string>();
  const files = existsSync(join(root, dir)) ? filesUnder(root, dir) : [];
  withVersionFacts(root, english.version.contentDir, () => {
    for (const path of files) {
      const relative = path.slice(dir.length + 1);
      const original = originals.get(relative);
      if (path.endsWith('/_category_.json')) {
        const { translation, errors: found } = checkCategoryTranslation({ path, text: readFileSync(join(root, path), 'utf8') });
        errors.push(...found);
        if (translation && !english.categories.some((c) => c.dir === translation.dir)) {
          errors.push(`${path}: translates no folder: ${englishDir}/${relative} does not exist. A folder's translation keeps its English folder's path.`);
        } else if (translation) labels.set(translation.dir, translation.label);
        continue;
      }
      if (!path.endsWith('.mdx')) {
        errors.push(`${path}: only translated .mdx docs and folders' _category_.json belong in ${dir}.`);
        continue;
      }
      if (!original) {
        errors.push(`${path}: translates no doc: ${englishDir}/${relative} does not exist. A translation keeps its English doc's path: move it with its doc, or delete it.`);
        continue;
      }
      const decoded = decodeUtf8(path, readFileSync(join(root, path)));
      if ('error' in decoded) {
        errors.push(decoded.error);
        continue;
      }
      const result = checkOne({ path, text: decoded.text });
      errors.push(...result.errors);
      if (!result.doc) continue;
      const mismatch = result.doc.tree && original.tree ? adoptHeadingIds(result.doc.tree, original.tree) : undefined;
      if (mismatch) errors.push(`${path}: ${mismatch}. A translation keeps every heading of ${original.path}, in the same order, so that links to its sections work in both languages.`);
      docs.push(result.doc);
    }
  }, locale.contentDir);
  // A snippet translation takes the English snippet's name (content/i18n/es/snippets/x.md for content/snippets/x.md).
  const snippets = `${locale.contentDir}/snippets`;
  for (const path of filesUnder(root, snippets)) {
    const original = `${english.version.contentDir}/snippets/${path.slice(snippets.length + 1)}`;
    if (!existsSync(join(root, original))) errors.push(`${path}: translates no snippet: ${original} does not exist. A snippet's translation keeps its English file's name.`);
  }
  const translatedIds = new Set(docs.map((d) => d.docId));
  const targets = [...docs, ...english.docs.filter((d) => !translatedIds.has(d.docId))];
  errors.push(...checkReferences(docs, (file) => existsSync(join(root, 'public', file)), targets));
  // The English folders, each under its translated label where it has one.
  const categories = english.categories.map((c) => ({ ...c, label: labels.get(c.dir) ?? c.label }));
  return { problems: errors, manual: { version: localeManualOf(locale, english.version), docs, categories } };
}

export function checkContent(root = process.cwd(), only?: (version: DocsVersion) => boolean): string[] {
  return inspectContent(root, checkDoc, only).problems;
}

/** What `npm run check:content` prints and its exit code: 1 when any doc has a problem (of the versions `only` keeps). */
export function runContentCheck(root = process.cwd(), only?: (version: DocsVersion) => boolean): { exitCode: 0 | 1; output: string } {
  const errors = checkContent(root, only);
  if (errors.length === 0) return { exitCode: 0, output: 'Content check passed.' };
  const count = `${errors.length} problem${errors.length === 1 ? '' : 's'}`;
  return { exitCode: 1, output: [`\nThe docs have ${count} to fix before the site can be built:\n`, ...errors.map((e) => `  ✗ ${e}`), ''].join('\n') };
}

void runAsMain(import.meta.url, () => {
  const { exitCode, output } = runContentCheck();
  (exitCode === 0 ? console.log : console.error)(output);
  process.exit(exitCode);
});
