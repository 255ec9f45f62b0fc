/**
 * Where the MDX pipeline gets the product facts. In Node (the build, the content check, the
 * development site) they are read from content/ and read again when a file there changes; the CMS
 * hands its own copy over with provideFacts(). Browser-safe: Node's modules are reached only at run time.
 */
import { FACTS_DIR, parseFacts, SNIPPETS_DIR, type FactSourceFile, type Facts } from './parse';

export class FactsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The product facts have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  }
}

let given: Facts | undefined;
/** By project folder: the development site's checks read a copy of the site (its folder) beside the repository (the working directory). */
const fromDisk = new Map<string, { stamp: string; facts?: Facts; problems: string[] }>();

/** The CMS (or a test) sets the facts to render with; `undefined` goes back to reading content/. */
export function provideFacts(facts: Facts | undefined): void {
  given = facts;
}

type Fs = typeof import('node:fs');
type Path = typeof import('node:path');

function nodeModules(): { fs: Fs; path: Path } | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (!proc?.getBuiltinModule) return undefined;
  return { fs: proc.getBuiltinModule('node:fs') as Fs, path: proc.getBuiltinModule('node:path') as Path };
}

/** Every file under `dir` (a path from the root, such as content/docs), as paths from the root; hidden files left out. */
export function filesUnder(root: string, dir: string): string[] {
  const node = nodeModules();
  if (!node) return [];
  const { fs, path } = node;
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, child) : entry.name.startsWith('.') ? [] : [child];
  });
}

/** Every file of content/facts/ and content/snippets/ (or of a cut version's folder, `contentDir`), as paths from the root. */
export function listFactFiles(root: string, contentDir = 'content'): string[] {
  const within = (dir: string) => dir.replace(/^content\//, `${contentDir}/`);
  return [...filesUnder(root, within(FACTS_DIR)), ...filesUnder(root, within(SNIPPETS_DIR))].sort();
}

/**
 * The facts files as text. A cut version's files (content/versions/2.12/facts/…) are read under the
 * names the facts have in content/ (their problems are named back with `inContentDir`).
 */
export function readFactFiles(root: string, contentDir = 'content'): FactSourceFile[] {
  const node = nodeModules();
  if (!node) return [];
  return listFactFiles(root, contentDir).map((file) => ({
    path: file.replace(`${contentDir}/`, 'content/'),
    text: node.fs.readFileSync(node.path.join(root, file), 'utf8'),
  }));
}

/** A problem found in a cut version's facts, naming its own files (content/versions/2.12/facts/…). */
export function inContentDir(problem: string, contentDir: string): string {
  return contentDir === 'content' ? problem : problem.replace(/\bcontent\/(facts|snippets)\//g, `${contentDir}/$1/`);
}

/** Changes when any facts file is added, removed or saved. */
function stampOf(root: string): string {
  const node = nodeModules();
  if (!node) return '';
  return listFactFiles(root)
    .map((file) => `${file}:${node.fs.statSync(node.path.join(root, file)).mtimeMs}`)
    .join('|');
}

let heldStamp: { root: string; stamp: string } | undefined;

/**
 * Runs `work` (a check of many docs) with the facts files listed and stated once: each doc asks for the facts
 * several times, and doing it each time was a tenth of the content check at 1,236 docs. A facts file saved
 * during `work` is seen from the next run on.
 */
export function withFactsHeld<T>(root: string, work: () => T): T {
  const previous = heldStamp;
  heldStamp = { root, stamp: stampOf(root) };
  try {
    return work();
  } finally {
    heldStamp = previous;
  }
}

/** The facts of the project at `root`, with the problems that stop them being used. */
export function loadFacts(root?: string): { facts?: Facts; problems: string[] } {
  if (given) return { facts: given, problems: [] };
  if (root === undefined) {
    // A bundle for the browser may carry a stand-in `process` without a working directory.
    const cwd = (globalThis as { process?: { cwd?: unknown } }).process?.cwd;
    root = typeof cwd === 'function' ? (cwd() as string) : '.';
  }
  const stamp = heldStamp?.root === root ? heldStamp.stamp : stampOf(root);
  let read = fromDisk.get(root);
  if (read?.stamp !== stamp) {
    read = { stamp, ...parseFacts(readFactFiles(root)) };
    fromDisk.set(root, read);
  }
  return read;
}

/** The facts to render with; throws a FactsError listing every problem when they cannot be used. */
export function currentFacts(root?: string): Facts {
  const { facts, problems } = loadFacts(root);
  if (!facts) throw new FactsError(problems);
  return facts;
}

const versionFacts = new Map<string, Facts | undefined>();

/**
 * A locale's docs include its own translation of a snippet (content/i18n/es/snippets/x.md) in place of
 * the English one of the same name; a snippet not translated yet is included in English.
 */
function withTranslatedSnippets(root: string, files: FactSourceFile[], translatedIn: string | undefined): FactSourceFile[] {
  const node = nodeModules();
  if (!translatedIn || !node) return files;
  const translated = new Map(
    filesUnder(root, `${translatedIn}/snippets`).map((file) => [file.replace(`${translatedIn}/`, 'content/'), node.fs.readFileSync(node.path.join(root, file), 'utf8')]),
  );
  return files.map((file) => (translated.has(file.path) ? { path: file.path, text: translated.get(file.path) as string } : file));
}

/**
 * Runs `work` with the facts of the docs in `contentDir`: a cut version (content/versions/2.12) renders
 * with its own facts, read once per process (a cut version is frozen); a locale's docs (`translatedIn`,
 * content/i18n/es) with the facts of their version and their own snippets.
 */
export function withVersionFacts<T>(root: string, contentDir: string, work: () => T, translatedIn?: string): T {
  if (contentDir === 'content' && !translatedIn) return work();
  const key = `${root}\0${contentDir}\0${translatedIn ?? ''}`;
  if (!versionFacts.has(key)) versionFacts.set(key, parseFacts(withTranslatedSnippets(root, readFactFiles(root, contentDir), translatedIn)).facts);
  const previous = given;
  provideFacts(versionFacts.get(key));
  try {
    return work();
  } finally {
    provideFacts(previous);
  }
}
