import { createHash } from 'node:crypto';

/** One file of the export as the build lists it: its address and a hash of its content. */
export interface ManualEntry {
  url: string;
  revision: string | null;
}

/** out/offline-manual.json: what "Make the manual available offline" fetches, for one build. */
export interface OfflineManual {
  build: string;
  bytes: number;
  urls: string[];
}

/**
 * A page's address as the browser asks for it: `docs/x/index.html` is `/FusionDR/docs/x/`, since the
 * worker finds a page in its cache by the address it was opened at.
 */
export function addressOf(file: string, basePath: string): string {
  return `${basePath}/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * Names a build by what it serves: the same export gives the same name, any changed file a new one.
 * The worker's cache names carry it.
 */
export function buildName(entries: readonly ManualEntry[]): string {
  const hash = createHash('sha256');
  for (const { url, revision } of [...entries].sort((a, b) => a.url.localeCompare(b.url))) hash.update(`${url}\0${revision ?? ''}\n`);
  return hash.digest('hex').slice(0, 12);
}
