import type { SiteDoc } from '@/catalogue/snapshot';
import { lastUpdatedOf, neighboursOf, trailOf, versionsWith } from '@/catalogue/docs';
import { latestVersion, versions, type DocsVersion } from '@/config/versions';
import { MAIN_REGION } from '@/config/behaviours';
import { docHref } from '@/lib/doc-id';
import { isQuickReferenceCard } from '@/config/print';
import { Breadcrumbs } from './Breadcrumbs';
import { DocBody } from './DocBody.client';
import { DocsSidebar } from './DocsSidebar';
import { DocVersions } from './DocVersions.client';
import { VersionBanner } from './VersionBanner';
import { EditLinks } from './EditLinks';
import { FeedbackSlot } from './feedback/FeedbackSlot.client';
import { PageMarkdown } from './markdown/PageMarkdown';
import { LastUpdated } from './LastUpdated';
import { Paginator } from './Paginator';
import { TableOfContents } from './TableOfContents';
import { TocDropdown } from './TocDropdown';

/** A doc of one version (the version at /docs/ unless another is named). */
export function DocPage({ doc, version = latestVersion }: { doc: SiteDoc; version?: DocsVersion }) {
  const toc = doc.toc;
  const href = docHref(doc.docId, version.path);
  return (
    <>
      <DocsSidebar currentHref={href} version={version} />
      {versions.length > 1 && <DocVersions names={versionsWith(doc.docId).map((v) => v.name)} />}
      <main {...MAIN_REGION} className="doc-main">
        <article className="doc-article" data-quick-reference={isQuickReferenceCard(doc.docId) || undefined}>
          <VersionBanner docId={doc.docId} version={version} />
          <Breadcrumbs trail={trailOf(doc.docId, version)} title={doc.sidebar_label ?? doc.title} />
          <div className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-300">
            <h1>{doc.title}</h1>
            <PageMarkdown docId={doc.docId} versionPath={version.path} />
            <TocDropdown toc={toc} />
            <DocBody key={href} docId={doc.docId} html={doc.html} />
          </div>
          <FeedbackSlot key={href} page={href} />
          <LastUpdated date={lastUpdatedOf(doc)} />
          <EditLinks docId={doc.docId} sourcePath={doc.sourcePath} withFacts={version.contentDir === 'content'} />
          <Paginator {...neighboursOf(doc.docId, version)} />
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
