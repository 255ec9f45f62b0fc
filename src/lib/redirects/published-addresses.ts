/**
 * The record of published addresses (src/config/published-addresses.ts): what the export publishes, and
 * which recorded addresses a new export would lose.
 */
import { RECORD_HEADER, UNRECORDED_PREFIXES } from '../../config/published-addresses';
import { docIdOfPath } from '../../config/versions';

/**
 * The addresses an export publishes, from its files ('docs/settings/users/index.html' -> '/docs/settings/users/'):
 * every folder's page, the pages left at old addresses included, but for UNRECORDED_PREFIXES. Read from the
 * files, so any route added later (another version of the docs) is recorded without naming it here.
 */
export function publishedAddresses(files: readonly string[]): string[] {
  const addresses = files
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`)
    .filter((address) => !UNRECORDED_PREFIXES.some((prefix) => address.startsWith(prefix)));
  return sortedUnique(addresses);
}

const sortedUnique = (addresses: Iterable<string>) => [...new Set(addresses)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The record's text: its header, then one address a line, sorted. */
export function formatRecord(addresses: Iterable<string>): string {
  return `${[...RECORD_HEADER, ...sortedUnique(addresses)].join('\n')}\n`;
}

/** The addresses a record holds; blank lines and lines starting with # are not addresses. */
export function parseRecord(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Recorded addresses the new export neither serves nor redirects. */
export function lostAddresses(recorded: readonly string[], published: readonly string[]): string[] {
  const now = new Set(published);
  return recorded.filter((address) => !now.has(address));
}

/** The sentences that stop a build losing addresses, each naming the address and the two ways to go on. */
export function lostAddressesMessage(lost: readonly string[], recordFile: string): string {
  // The id a doc of that address's version lists (`/docs/next/x/` is Next's doc x).
  const docId = (address: string) => (address.startsWith('/docs/') ? docIdOfPath(address) || undefined : undefined);
  const lines = lost.map((address) => {
    const id = docId(address);
    const fix = id === undefined ? '' : ` If a doc replaced it, add \`redirect_from: [${id}]\` to that doc's frontmatter.`;
    return `  ✗ ${address} was published before and is no longer a page of the site.${fix}`;
  });
  return [
    `${lost.length} address${lost.length === 1 ? '' : 'es'} published before would be lost (readers' bookmarks and links from elsewhere would break):`,
    ...lines,
    `If a page is meant to disappear, remove its line from ${recordFile}.`,
  ].join('\n');
}
