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

/** The record as it will be once this export is out; throws, naming each address the export would lose. */
export function recordAfter(root: string, exportDir: string): string {
  const path = join(root, PUBLISHED_ADDRESSES_FILE);
  const recorded = existsSync(path) ? parseRecord(readFileSync(path, 'utf8')) : [];
  const published = publishedAddresses(exportFiles(exportDir));
  const lost = lostAddresses(recorded, published);
  if (lost.length > 0) throw new Error(lostAddressesMessage(lost, PUBLISHED_ADDRESSES_FILE));
  return formatRecord(published);
}

/** Writes the record (untouched when it already holds this text). */
export function writeRecord(root: string, text: string): void {
  writeFileAtomic(join(root, PUBLISHED_ADDRESSES_FILE), text);
}
