import { execFileSync } from 'node:child_process';

interface LastCommit {
  /** YYYY-MM-DD, in the committer's time zone. */
  date: string;
  /** Seconds since 1970. */
  time: number;
}

let cache: Map<string, LastCommit> | undefined;

/**
 * The last commit that touched each file of the docs (every version and translation), from one
 * `git log` over the repository. Empty when git or its history is not available (for example a
 * download without .git).
 */
function lastCommits(): Map<string, LastCommit> {
  if (cache) return cache;
  cache = new Map();
  try {
    const log = execFileSync('git', ['log', '--format=@%cs %ct', '--name-only', '--', 'content/docs', 'content/versions', 'content/i18n'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 32 * 1024 * 1024,
    });
    let commit: LastCommit = { date: '', time: 0 };
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) {
        const [date, time] = line.slice(1).split(' ');
        commit = { date, time: Number(time) };
      } else if (line && !cache.has(line)) cache.set(line, commit);
    }
  } catch {
    // No git here: pages show no date unless their frontmatter gives one.
  }
  return cache;
}

/** Date (YYYY-MM-DD) of the last commit that touched `file`, if any. */
export function lastCommitDateOf(file: string): string | undefined {
  return lastCommits().get(file)?.date;
}

/** Whether `file` was last committed before `source` was (a translation behind its English doc); false when either was never committed. */
export function committedBefore(file: string, source: string): boolean {
  const commits = lastCommits();
  const [a, b] = [commits.get(file), commits.get(source)];
  return a !== undefined && b !== undefined && a.time < b.time;
}
