import Link from '@/components/system/SiteLink';
import { getDoc, isBehindEnglish, isUntranslated } from '@/catalogue/docs';
import type { SiteDoc } from '@/catalogue/snapshot';
import { stringsOf } from '@/config/strings/of-locale';
import { latestVersion, type DocsVersion } from '@/config/versions';
import { docHref } from '@/lib/doc-id';

/** Above a doc of a translated locale shown in English for want of a translation, or translated before its English doc last changed. */
export function TranslationNotice({ doc, version }: { doc: SiteDoc; version: DocsVersion }) {
  const untranslated = isUntranslated(doc, version);
  if (!untranslated && !isBehindEnglish(doc, version)) return null;
  const strings = stringsOf(version.locale).translation;
  return (
    <div className="version-banner not-prose" role="note">
      <p>{untranslated ? strings.untranslated : strings.outOfDate}</p>
      {!untranslated && getDoc(doc.docId, latestVersion) && (
        <p>
          <Link href={docHref(doc.docId, latestVersion.path)} hrefLang="en">
            {strings.readEnglish}
          </Link>
        </p>
      )}
    </div>
  );
}
