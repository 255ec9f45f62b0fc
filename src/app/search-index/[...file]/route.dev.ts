import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_SEARCH_INDEX } from '@/config/dev-server';
import { SEARCH_INDEX_DIR } from '@/config/search';
import { searchIndexParams } from '@/lib/search/chunked/index-params';
import { snapshotVersionIn } from '@/lib/snapshot-version';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * The development site's search index, as the content check last wrote it from its own parse
 * (scripts/content-publish-worker.ts): every docs version's and translated locale's pieces, by address
 * (`meta.json`, `2.11/meta.json`, `es/…`). Read again once the file is replaced; none before the first.
 */
let read: { version: string; pieces: Map<string, string> } | undefined;
function pieces(): Map<string, string> {
  let version: string;
  try {
    version = snapshotVersionIn(process.cwd(), DEV_SEARCH_INDEX);
  } catch {
    return new Map();
  }
  if (read?.version !== version) {
    const files = JSON.parse(readFileSync(join(process.cwd(), DEV_SEARCH_INDEX), 'utf8')) as Record<string, string>;
    const prefix = SEARCH_INDEX_DIR.slice(1);
    read = { version, pieces: new Map(Object.entries(files).map(([path, body]) => [path.slice(prefix.length), body])) };
  }
  return read.pieces;
}

export function generateStaticParams() {
  return searchIndexParams(pieces().keys());
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const body = pieces().get((await params).file.join('/'));
  if (body === undefined) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}
