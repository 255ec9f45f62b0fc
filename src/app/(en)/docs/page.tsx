import { DocPage } from '@/components/docs/DocPage';
import { docPageMetadata } from '@/catalogue/doc-metadata';
import { getMainDoc } from '@/catalogue/docs';
import { latestVersion } from '@/config/versions';

export function generateMetadata() {
  return docPageMetadata(getMainDoc(), latestVersion);
}

export default function DocsIndexPage() {
  return <DocPage doc={getMainDoc()} version={latestVersion} />;
}
