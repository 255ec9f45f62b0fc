import { navigationFiles } from '@/catalogue/navigation';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...navigationFiles.values()].map((file) => ({ file: file.name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const found = [...navigationFiles.values()].find((f) => f.name === file);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(found.json, { headers: { 'Content-Type': 'application/json' } });
}
