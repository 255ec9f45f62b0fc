import { hook } from '@/components/layout/shell-hooks';
import Link from '@/components/system/SiteLink';
import { getDoc } from '@/catalogue/docs';
import { site, storageKeys } from '@/config/site';
import { strings } from '@/config/strings';
import { latestVersion, type DocsVersion } from '@/config/versions';
import { docHref } from '@/lib/doc-id';

/** Above a doc of Next or of an older version: what the reader is reading, and the way to the latest version. */
export function VersionBanner({ docId, version }: { docId: string; version: DocsVersion }) {
  if (!version.banner) return null;
  const inLatest = getDoc(docId, latestVersion) !== undefined;
  const text = version.banner === 'unreleased' ? strings.versionBanner.unreleased(site.title) : strings.versionBanner.unmaintained(site.title, version.label);
  return (
    <div className="version-banner not-prose" role="note">
      <p>{text}</p>
      <p>
        <Link href={inLatest ? docHref(docId, latestVersion.path) : `${latestVersion.path}/`} {...hook('remember', `${storageKeys.preferredVersion}=${latestVersion.name}`)}>
          {inLatest ? strings.versionBanner.latest(latestVersion.label) : strings.versionBanner.latestMain(latestVersion.label)}
        </Link>
      </p>
    </div>
  );
}
