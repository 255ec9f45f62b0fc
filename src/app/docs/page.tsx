import { DocPage } from '@/components/docs/DocPage';
import { getMainDoc } from '@/catalogue/docs';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  const doc = getMainDoc();
  return pageMetadata({ path: '/docs/', title: doc.title, description: doc.description });
}

export default function DocsIndexPage() {
  return <DocPage doc={getMainDoc()} />;
}
