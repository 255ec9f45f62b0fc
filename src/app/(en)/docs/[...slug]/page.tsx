import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/DocPage';
import { DocPending, DocProblems } from '@/components/system/DocProblems';
import { devDocIds, devProblemsOf, devSourceOf } from '@/catalogue/dev-content';
import { allDocIds, getDoc } from '@/catalogue/docs';
import { CURRENT_VERSION, docIdOfPath, versionOfPath, versions } from '@/config/versions';
import { docPageMetadata } from '@/catalogue/doc-metadata';
import { MAIN_DOC_ID } from '@/config/site';

interface Props {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

/** A version's part of the address (`next` in /docs/next/…), none for the version at /docs/. */
const segmentsOf = (path: string) => path.split('/').slice(2);

export function generateStaticParams() {
  return versions.flatMap((version) => {
    // In development, a doc saved a moment ago has its address before contentlayer has generated it
    // (the development server refreshes this list after a request; scripts/dev-gate.ts asks again).
    const ids = new Set([...allDocIds(version), ...(version.name === CURRENT_VERSION ? devDocIds() : [])]);
    const prefix = segmentsOf(version.path);
    const pages = [...ids].filter((id) => id !== '').map((id) => ({ slug: [...prefix, ...id.split('/')] }));
    // A version's own main page (/docs/next/); the one at /docs/ has its own route.
    return prefix.length > 0 ? [{ slug: prefix }, ...pages] : pages;
  });
}

function place(slug: string[]) {
  const path = `/docs/${slug.map(decodeURIComponent).join('/')}/`;
  const version = versionOfPath(path);
  return { version, docId: docIdOfPath(path) || MAIN_DOC_ID };
}

export async function generateMetadata({ params }: Props) {
  const { version, docId } = place((await params).slug);
  const doc = getDoc(docId, version);
  if (!doc) return {};
  return docPageMetadata(doc, version);
}

export default async function DocRoute({ params }: Props) {
  const { version, docId } = place((await params).slug);
  const doc = getDoc(docId, version);
  const source = doc?.sourcePath ?? (version.name === CURRENT_VERSION ? devSourceOf(docId) : undefined);
  if (!source) notFound();
  const problems = devProblemsOf(source);
  if (doc && problems.length === 0) return <DocPage doc={doc} version={version} />;
  // A doc with problems is not rendered: its generated version may be the broken one (an unknown
  // component compiles, then fails while rendering).
  return <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-1 flex-col px-4 md:px-8">{problems.length > 0 ? <DocProblems problems={problems} /> : <DocPending />}</div>;
}

