import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/DocPage';
import { DocPending, DocProblems } from '@/components/system/DocProblems';
import { devDocIds, devProblemsOf, devSourceOf } from '@/catalogue/dev-content';
import { allDocIds, getDoc } from '@/catalogue/docs';
import { docHref } from '@/lib/doc-id';
import { pageMetadata } from '@/lib/metadata';

interface Props {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  // In development, a doc saved a moment ago has its address before contentlayer has generated it
  // (the development server refreshes this list after a request; scripts/dev-gate.ts asks again).
  const ids = new Set([...allDocIds(), ...devDocIds()]);
  return [...ids].filter((id) => id !== '').map((id) => ({ slug: id.split('/') }));
}

export async function generateMetadata({ params }: Props) {
  const doc = getDoc((await params).slug.map(decodeURIComponent).join('/'));
  if (!doc) return {};
  // The main doc also answers at /docs/introduction/; its canonical address is /docs/.
  return pageMetadata({ path: docHref(doc.docId), title: doc.title, description: doc.description });
}

export default async function DocRoute({ params }: Props) {
  const docId = (await params).slug.map(decodeURIComponent).join('/');
  const doc = getDoc(docId);
  const source = doc?.sourcePath ?? devSourceOf(docId);
  if (!source) notFound();
  const problems = devProblemsOf(source);
  if (doc && problems.length === 0) return <DocPage doc={doc} />;
  // A doc with problems is not rendered: its generated version may be the broken one (an unknown
  // component compiles, then fails while rendering).
  return <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-1 flex-col px-4 md:px-8">{problems.length > 0 ? <DocProblems problems={problems} /> : <DocPending />}</div>;
}
