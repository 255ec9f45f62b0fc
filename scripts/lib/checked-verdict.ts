/**
 * The content check's last verdict on the development site, kept across restarts: the snapshot and the
 * search index it published, and the files, code and settings they were made from. Started again with the
 * same, the site serves that snapshot at once instead of parsing every doc before its first page; any file
 * under content/ added, removed or saved (its size or time), any change to the code that checks and
 * renders the docs, or another base path or site address, and the check runs before the first page as on a
 * first start. `npm run build` keeps its check's verdict the same way: the site started after it serves at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SNAPSHOT, DEV_CHECKED_VERDICT, DEV_SEARCH_INDEX } from '../../src/config/dev-server';
import { pageEnv, readEnv } from '../../src/config/env';
import { writeFileAtomic } from '../write-atomic';
import { hashInputs } from './inputs-hash';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** What the check, the rendering and the search index run: the site's code, its schemas, these scripts and the packages. */
const CHECK_CODE = ['src', 'schemas', 'scripts', 'package-lock.json', 'tsconfig.json'];

let code: string | undefined;
/** The code this process checks with, as it was when first asked: the check's process asks as it starts (it keeps the code it loaded). */
export function codeVersion(): string {
  code ??= hashInputs(REPO, CHECK_CODE);
  return code;
}

/** Every file under content/ with its size and time: what a check read, to compare after (and at the next start). */
export function contentOnDisk(root: string): string {
  const dir = join(root, 'content');
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => {
      try {
        const { size, mtimeMs } = statSync(join(dir, file));
        return `${file}:${size}:${mtimeMs}`;
      } catch {
        return `${file}:gone`;
      }
    })
    .join('\n');
}

// The settings the bodies' links and the index's addresses are written with (BASE_PATH: /FusionDR/docs/…).
const keyOf = (onDisk: string) =>
  createHash('sha256').update(codeVersion()).update('\0').update(JSON.stringify(pageEnv(readEnv()))).update('\0').update(onDisk).digest('hex');

interface Verdict {
  key: string;
  problemCount: number;
}

/** Before a check publishes anything: the kept verdict no longer says what is published. */
export function forgetVerdict(root: string): void {
  rmSync(join(root, DEV_CHECKED_VERDICT), { force: true });
}

/** The development site's search index (one JSON object of the index's files), as a check built it. */
export function writeDevSearchIndex(root: string, files: Map<string, string>): void {
  writeFileAtomic(join(root, DEV_SEARCH_INDEX), JSON.stringify(Object.fromEntries(files)));
}

/** After the snapshot and the search index were both written from the files as they were (`onDisk`) when the check read them. */
export function recordVerdict(root: string, onDisk: string, problemCount: number): void {
  writeFileAtomic(join(root, DEV_CHECKED_VERDICT), JSON.stringify({ key: keyOf(onDisk), problemCount } satisfies Verdict));
}

/** The kept verdict's count of problems, if the snapshot and the index there were made from the files and the code as they are now. */
export function keptVerdict(root: string): { problemCount: number } | undefined {
  if (![CONTENT_SNAPSHOT, DEV_SEARCH_INDEX].every((file) => existsSync(join(root, file)))) return undefined;
  let verdict: Verdict;
  try {
    verdict = JSON.parse(readFileSync(join(root, DEV_CHECKED_VERDICT), 'utf8')) as Verdict;
  } catch {
    return undefined;
  }
  return verdict.key === keyOf(contentOnDisk(root)) ? { problemCount: verdict.problemCount } : undefined;
}
