import type { SiteDoc } from '@/catalogue/snapshot';
import { lastUpdatedOf, neighboursOf, trailOf } from '@/catalogue/docs';
import { MAIN_REGION } from '@/config/behaviours';
import { docHref } from '@/lib/doc-id';
import { isQuickReferenceCard } from '@/config/print';
import { Breadcrumbs } from './Breadcrumbs';
import { DocBody } from './DocBody.client';
import { DocsSidebar } from './DocsSidebar';
import { EditLinks } from './EditLinks';
import { FeedbackSlot } from './feedback/FeedbackSlot.client';
import { PageMarkdown } from './markdown/PageMarkdown';
import { LastUpdated } from './LastUpdated';
import { Paginator } from './Paginator';
import { TableOfContents } from './TableOfContents';
import { TocDropdown } from './TocDropdown';

export function DocPage({ doc }: { doc: SiteDoc }) {
  const toc = doc.toc;
  return (
    <>
      <DocsSidebar currentHref={docHref(doc.docId)} />
      <main {...MAIN_REGION} className="doc-main">
        <article className="doc-article" data-quick-reference={isQuickReferenceCard(doc.docId) || undefined}>
          <Breadcrumbs trail={trailOf(doc.docId)} title={doc.sidebar_label ?? doc.title} />
          <div className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-300">
            <h1>{doc.title}</h1>
            <PageMarkdown docId={doc.docId} />
            <TocDropdown toc={toc} />
            <DocBody key={doc.docId} docId={doc.docId} html={doc.html} />
          </div>
          <FeedbackSlot key={doc.docId} page={docHref(doc.docId)} />
          <LastUpdated date={lastUpdatedOf(doc)} />
          <EditLinks docId={doc.docId} sourcePath={doc.sourcePath} />
          <Paginator {...neighboursOf(doc.docId)} />
        </article>
        {toc.length > 0 && (
          <aside className="hidden w-60 shrink-0 xl:block">
            <div className="toc-aside">
              <TableOfContents key={doc.docId} toc={toc} />
            </div>
          </aside>
        )}
      </main>
    </>
  );
}
