import { readFileSync } from 'node:fs';
import { docSearchScripts } from '@/config/docsearch-scripts';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return docSearchScripts().map((script) => ({ file: script.name }));
}

/** DocSearch's prebuilt scripts, as the package ships them (src/config/docsearch-scripts.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const found = docSearchScripts().find((script) => script.name === file);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(readFileSync(found.path), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
