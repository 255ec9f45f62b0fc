import type { SiteDoc } from '@/catalogue/snapshot';
import { isUntranslated, lastUpdatedOf, neighboursOf, trailOf, versionsWith } from '@/catalogue/docs';
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
import { TranslationNotice } from './TranslationNotice';

/** A doc of one version (the version at /docs/ unless another is named), or of a translated locale. */
export function DocPage({ doc, version = latestVersion }: { doc: SiteDoc; version?: DocsVersion }) {
  const toc = doc.toc;
  const href = docHref(doc.docId, version.path);
  const { locale } = version;
  // A doc shown in English on a translated page says so, to a screen reader too.
  const textLang = isUntranslated(doc, version) ? 'en' : undefined;
  return (
    <>
      <DocsSidebar currentHref={href} version={version} />
      {versions.length > 1 && <DocVersions names={versionsWith(doc.docId).map((v) => v.name)} />}
      <main {...MAIN_REGION} className="doc-main" data-toc={toc.length > 0 || undefined}>
        <article className="doc-article" data-quick-reference={isQuickReferenceCard(doc.docId) || undefined}>
          <VersionBanner docId={doc.docId} version={version} />
          <TranslationNotice doc={doc} version={version} />
          <Breadcrumbs trail={trailOf(doc.docId, version)} title={doc.sidebar_label ?? doc.title} locale={locale} />
          <div lang={textLang} className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-300">
            <h1>{doc.title}</h1>
            <PageMarkdown docId={doc.docId} versionPath={textLang ? latestVersion.path : version.path} locale={locale} />
            <TocDropdown toc={toc} locale={locale} />
            <DocBody key={href} docId={doc.docId} html={doc.html} />
          </div>
          <FeedbackSlot key={href} page={href} />
          <LastUpdated date={lastUpdatedOf(doc)} locale={locale} />
          {/* The CMS edits the English docs; a translation is edited in its file. */}
          {!locale && <EditLinks docId={doc.docId} sourcePath={doc.sourcePath} withFacts={version.contentDir === 'content'} />}
          <Paginator {...neighboursOf(doc.docId, version)} locale={locale} />
        </article>
        {toc.length > 0 && (
          <aside className="hidden xl:block">
            <div className="toc-aside">
              <TableOfContents key={doc.docId} toc={toc} locale={locale} />
            </div>
          </aside>
        )}
      </main>
    </>
  );
}
