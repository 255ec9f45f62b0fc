import { navigationFile } from '@/catalogue/navigation';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: navigationFile.name }];
}

export function GET() {
  return new Response(navigationFile.json, { headers: { 'Content-Type': 'application/json' } });
}
