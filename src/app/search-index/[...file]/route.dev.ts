import { searchIndex } from '@/catalogue/search-index';
import { snapshotVersion } from '@/catalogue/snapshot';
import { searchIndexDirOf } from '@/config/search';
import { localeManuals } from '@/config/locales';
import { versions } from '@/config/versions';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * Each docs version's and translated locale's index, by address: the latest version's files in
 * /search-index/, the others' in a folder each (`2.11/`, `es/`). Listed once per snapshot, not for each file asked for.
 */
let listed: { snapshot: string; pieces: Map<string, string> } | undefined;
function pieces(): Map<string, string> {
  const current = snapshotVersion();
  if (listed?.snapshot !== current) {
    const all = [...versions, ...localeManuals].flatMap((version) => [...searchIndex(version).files].map(([file, body]) => [`${searchIndexDirOf(version)}${file}`, body] as const));
    listed = { snapshot: current, pieces: new Map(all) };
  }
  return listed.pieces;
}

export function generateStaticParams() {
  return [...pieces().keys()].map((path) => ({ file: path.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const body = pieces().get((await params).file.join('/'));
  if (body === undefined) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}
