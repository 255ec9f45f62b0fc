import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/DocPage';
import { docPageMetadata } from '@/catalogue/doc-metadata';
import { allDocIds, getDoc } from '@/catalogue/docs';
import { localeManuals } from '@/config/locales';
import { MAIN_DOC_ID } from '@/config/site';

/**
 * A translated locale's doc pages (/es/docs/…): each of the latest version's docs, in its translation or
 * in English with a notice. The route exists only when a locale is on: next.config.ts then reads
 * `page.i18n.tsx` files (an export refuses a route with no page at all).
 */
interface Props {
  params: Promise<{ locale: string; slug?: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return localeManuals.flatMap((manual) => [
    { locale: manual.name, slug: [] },
    ...allDocIds(manual)
      .filter((id) => id !== '')
      .map((id) => ({ locale: manual.name, slug: id.split('/') })),
  ]);
}

async function place(params: Props['params']) {
  const { locale, slug = [] } = await params;
  const manual = localeManuals.find((m) => m.name === locale);
  const docId = slug.map(decodeURIComponent).join('/') || MAIN_DOC_ID;
  const doc = manual && getDoc(docId, manual);
  return manual && doc ? { manual, doc } : undefined;
}

export async function generateMetadata({ params }: Props) {
  const found = await place(params);
  return found ? docPageMetadata(found.doc, found.manual) : {};
}

export default async function LocaleDocRoute({ params }: Props) {
  const found = await place(params);
  if (!found) notFound();
  return (
    <div className="mx-auto flex w-full max-w-[90rem] flex-1">
      <DocPage doc={found.doc} version={found.manual} />
    </div>
  );
}
