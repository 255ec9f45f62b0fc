import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/DocPage';
import { allDocIds, getDoc } from '@/content/docs';
import { docHref } from '@/lib/doc-id';
import { pageMetadata } from '@/lib/metadata';

interface Props {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return allDocIds().map((id) => ({ slug: id.split('/') }));
}

export async function generateMetadata({ params }: Props) {
  const doc = getDoc((await params).slug.map(decodeURIComponent).join('/'));
  if (!doc) return {};
  // The main doc also answers at /docs/introduction/; its canonical address is /docs/.
  return pageMetadata({ path: docHref(doc.docId), title: doc.title, description: doc.description });
}

export default async function DocRoute({ params }: Props) {
  const doc = getDoc((await params).slug.map(decodeURIComponent).join('/'));
  if (!doc) notFound();
  return <DocPage doc={doc} />;
}
