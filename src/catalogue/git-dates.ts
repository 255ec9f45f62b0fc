import { execFileSync } from 'node:child_process';

let cache: Map<string, string> | undefined;

/**
 * Date (YYYY-MM-DD) of the last commit that touched each file, from one `git log` over the repository.
 * Empty when git or its history is not available (for example a download without .git).
 */
export function lastCommitDates(): Map<string, string> {
  if (cache) return cache;
  cache = new Map();
  try {
    const log = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', 'content/docs', 'content/versions'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 32 * 1024 * 1024,
    });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line && !cache.has(line)) cache.set(line, date);
    }
  } catch {
    // No git here: pages show no date unless their frontmatter gives one.
  }
  return cache;
}
