import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { searchFacets, SEARCH_SYNONYMS_FILE } from '@/config/search';
import { buildSearchIndex } from '@/lib/search/index-file';
import { parseSynonyms } from '@/lib/search/synonyms-file';
import type { BuiltIndex } from '@/lib/search/chunked/build';
import { allCategories, allDocs } from './docs';
import { snapshotVersion } from './snapshot';

let built: { version: string; index: BuiltIndex } | undefined;

/**
 * `next build` asks for the index in several processes (the pages' data, then each static-generation
 * worker): the first one to build it leaves it in the build's scratch folder, named by a hash of what
 * it is built from, for the others. Only during a build (the folder is new each time, so a change to
 * the index's code is never hidden by an older copy); the development server builds it itself.
 */
function builtOnceForTheBuild(input: string, build: () => BuiltIndex): BuiltIndex {
  const distDir = process.env.NEXT_PHASE === 'phase-production-build' ? process.env.NEXT_DIST_DIR : undefined;
  if (!distDir) return build();
  const key = createHash('sha256').update(input).digest('hex').slice(0, 16);
  const file = join(process.cwd(), dirname(distDir), `search-index.${key}.json`);
  try {
    const { meta, files } = JSON.parse(readFileSync(file, 'utf8')) as { meta: BuiltIndex['meta']; files: [string, string][] };
    return { meta, files: new Map(files) };
  } catch {
    // Not built yet by another process.
  }
  const index = build();
  const aside = `${file}.${process.pid}.tmp`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(aside, JSON.stringify({ meta: index.meta, files: [...index.files] }));
  renameSync(aside, file);
  return index;
}

/**
 * The built-in search index of the docs as they are now: built once per build, and again under the
 * development server whenever the docs change, so search follows the writer's edits.
 */
export function searchIndex(): BuiltIndex {
  if (built?.version !== snapshotVersion) {
    const synonymsText = readFileSync(join(process.cwd(), SEARCH_SYNONYMS_FILE), 'utf8');
    const docs = allDocs.map((d) => ({
      id: d.docId,
      href: d.href,
      title: d.title,
      sidebarLabel: d.sidebar_label,
      position: d.sidebar_position,
      isIndex: d.isIndex,
      body: d.body.raw,
    }));
    const categories = allCategories.map((c) => ({ dir: c.dir, label: c.label, position: c.position, collapsed: c.collapsed }));
    const build = () => buildSearchIndex(docs, categories, searchFacets, parseSynonyms(synonymsText, SEARCH_SYNONYMS_FILE));
    built = { version: snapshotVersion, index: builtOnceForTheBuild(JSON.stringify([docs, categories, searchFacets, synonymsText]), build) };
  }
  return built.index;
}
