import { cacheControl, contentAddressedFiles, revalidatedFiles } from '../../config/http-headers';

/**
 * The caching rules a host needs for the files of an export, as [address pattern, Cache-Control]
 * relative to the base path ('/nav/sidebar.0123456789ab.json', '/search-index/0123456789ab.*'): one
 * rule per content-addressed name (or name prefix), kept for good, and one per file that names them,
 * revalidated. No two patterns match one file, since hosts join the values of every rule that matches.
 */
export function cacheRules(files: readonly string[]): [string, string][] {
  const kept = new Set<string>();
  for (const file of files) {
    for (const pattern of contentAddressedFiles) {
      const matched = pattern.exec(file)?.[0];
      if (matched !== undefined) kept.add(matched === file ? `/${file}` : `/${matched}*`);
    }
  }
  // Listed whether or not written yet: the offline worker's files come after the headers step.
  const revalidated = revalidatedFiles.map((file) => `/${file}`);
  return [...[...kept].sort().map((p): [string, string] => [p, cacheControl.hashedAsset]), ...revalidated.map((p): [string, string] => [p, cacheControl.revalidate])];
}
