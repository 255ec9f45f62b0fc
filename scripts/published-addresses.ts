/**
 * The build's promise that no address is ever lost (README, "Moving or renaming a page"): before a new
 * export replaces out/, every address in the record must be one of its pages or a moved doc's old
 * address; after the swap, the record is written again with every address the new export publishes.
 * Only `npm run build` writes it (never the development site), in the project it builds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISHED_ADDRESSES_FILE } from '../src/config/published-addresses';
import { formatRecord, lostAddresses, lostAddressesMessage, parseRecord, publishedAddresses } from '../src/lib/redirects/published-addresses';
import { exportFiles } from './lib/export-files';
import { writeFileAtomic } from './write-atomic';
import type { DocsVersion } from '../src/config/versions';
import type { CheckedDoc } from '../src/lib/content-check';
import { docRedirects, oldIdsOf } from '../src/lib/redirects/doc-redirects';

function recordedAddresses(root: string): string[] {
  const path = join(root, PUBLISHED_ADDRESSES_FILE);
  return existsSync(path) ? parseRecord(readFileSync(path, 'utf8')) : [];
}

/**
 * Before anything is built: the recorded doc addresses the checked docs would lose (each version's docs
 * and their old ids). Throws, naming them, so a build that would lose one stops in seconds; the export's
 * own pages are compared with the whole record after it is built (recordAfter).
 */
export function checkDocAddresses(root: string, manuals: readonly { version: Pick<DocsVersion, 'path'>; docs: readonly CheckedDoc[] }[]): void {
  const planned = manuals.flatMap(({ version, docs }) => [
    `${version.path}/`,
    // The main doc answers at its version's /docs/ page and at its own id's (/docs/introduction/).
    ...docs.map((doc) => `${version.path}/${doc.docId}/`),
    ...docRedirects(docs.map(oldIdsOf), version.path).map((redirect) => redirect.from),
  ]);
  const lost = lostAddresses(recordedAddresses(root).filter((address) => address.startsWith('/docs/')), planned);
  if (lost.length > 0) throw new Error(lostAddressesMessage(lost, PUBLISHED_ADDRESSES_FILE));
}

/** The record as it will be once this export is out; throws, naming each address the export would lose. */
export function recordAfter(root: string, exportDir: string): string {
  const recorded = recordedAddresses(root);
  const published = publishedAddresses(exportFiles(exportDir));
  const lost = lostAddresses(recorded, published);
  if (lost.length > 0) throw new Error(lostAddressesMessage(lost, PUBLISHED_ADDRESSES_FILE));
  return formatRecord(published);
}

/** Writes the record (untouched when it already holds this text). */
export function writeRecord(root: string, text: string): void {
  writeFileAtomic(join(root, PUBLISHED_ADDRESSES_FILE), text);
}
