import { searchIndex } from '@/catalogue/search-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...searchIndex().files.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const body = searchIndex().files.get((await params).file);
  if (body === undefined) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}
