import { createHash } from 'node:crypto';
import { withBasePath } from '@/config/site';
import { localeManuals } from '@/config/locales';
import { latestVersion, versions, type DocsVersion } from '@/config/versions';
import { sidebarOf } from './docs';

export interface NavigationFile {
  name: string;
  url: string;
  json: string;
}

/**
 * Each version's whole sidebar tree, delivered once as a file whose name carries a hash of its content:
 * pages carry only the part a reader sees, and fetch this file (cached for good) when a closed category
 * or the mobile drawer opens.
 */
function navigationFileOf(version: DocsVersion): NavigationFile {
  const json = JSON.stringify(sidebarOf(version));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { name: `sidebar.${hash}.json`, url: withBasePath(`/nav/sidebar.${hash}.json`), json };
}

export const navigationFiles: Map<string, NavigationFile> = new Map([...versions, ...localeManuals].map((v) => [v.name, navigationFileOf(v)]));

export function navigationFileOfVersion(version: DocsVersion = latestVersion): NavigationFile {
  return navigationFiles.get(version.name) as NavigationFile;
}

/** Each version's (and translated locale's) navigation file's address, by name: the mobile drawer picks the one of the page it is on. */
export const navigationUrls: Record<string, string> = Object.fromEntries([...navigationFiles].map(([name, file]) => [name, file.url]));
