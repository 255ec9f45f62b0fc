import { MAIN_REGION } from '@/config/behaviours';
import { announcement } from '@/config/site';
import { strings } from '@/config/strings';
import { getDoc, sidebarOf } from '@/catalogue/docs';
import { latestVersion, type DocsVersion } from '@/config/versions';
import { docsDate } from '@/catalogue/docs-date';
import { formatDocDate } from '@/lib/dates';
import { docsInSidebarOrder } from '@/lib/print/sidebar-order';
import { PrintButton } from './PrintButton';
import { PrintContents } from './PrintContents';
import { PrintDoc } from './PrintDoc';

/** One version's whole manual on one page: a cover, the contents in sidebar order, then every doc in that order. */
export function PrintManual({ version = latestVersion }: { version?: DocsVersion }) {
  const sidebar = sidebarOf(version);
  const docs = docsInSidebarOrder(sidebar).flatMap((id) => getDoc(id, version) ?? []);
  // The docs being written, when no version is cut, describe the release the announcement names.
  const label = version.contentDir === 'content' && version.isLast ? announcement.version : version.label;
  const date = docsDate();
  return (
    <main {...MAIN_REGION} className="print-manual prose prose-slate mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-300">
      <section className="print-cover">
        <p className="print-product">{strings.print.product}</p>
        <h1>{strings.print.title}</h1>
        <p>{strings.print.subtitle}</p>
        <p>{strings.print.version(label)}</p>
        {date && <p>{strings.print.docsOf(formatDocDate(date))}</p>}
        <PrintButton />
      </section>
      <nav className="print-contents" aria-labelledby="print-contents">
        <h2 id="print-contents">{strings.print.contents}</h2>
        <PrintContents items={sidebar} />
      </nav>
      {docs.map((doc) => (
        <PrintDoc key={doc.docId} doc={doc} />
      ))}
    </main>
  );
}
