'use client';

import { usePathname } from 'next/navigation';
import { storageKeys } from '@/config/site';
import { useClientStrings } from '@/components/system/interface-strings.client';
import { versions } from '@/config/versions';
import { versionMenu } from '@/lib/version-menu';
import { NavMenu } from './NavMenu';
import { usePageVersions } from './page-versions';
import { usePreferredVersion } from './preferred-version';

/** The docs version menu; choosing a version remembers it as the preferred one. */
export function VersionMenu({ idPrefix }: { idPrefix: string }) {
  const strings = useClientStrings();
  const pathname = usePathname() ?? '/';
  const { current, items } = versionMenu(versions, pathname, usePageVersions(), usePreferredVersion());
  return (
    <NavMenu
      id={`${idPrefix}-version`}
      label={`${strings.nav.version}: ${current.label}`}
      items={items.map((item) => ({ ...item, remember: { key: storageKeys.preferredVersion, value: item.key } }))}
    >
      {current.label}
    </NavMenu>
  );
}
