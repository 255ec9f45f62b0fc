import { searchIndex } from '@/catalogue/search-index';
import { searchIndexDirOf } from '@/config/search';
import { versions } from '@/config/versions';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each docs version's index: the latest version's files in /search-index/, the others' in a folder each. */
const pieces = () =>
  versions.flatMap((version) => {
    const dir = searchIndexDirOf(version);
    return [...searchIndex(version).files.keys()].map((file) => ({ version, file, path: dir ? [dir.slice(0, -1), file] : [file] }));
  });

export function generateStaticParams() {
  return pieces().map(({ path }) => ({ file: path }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const path = (await params).file.join('/');
  const piece = pieces().find((p) => p.path.join('/') === path);
  const body = piece && searchIndex(piece.version).files.get(piece.file);
  if (body === undefined) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}
