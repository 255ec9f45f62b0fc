'use client';

// A client component with no state: its markup comes from the cached code, not from every page's payload.
import { storageKeys, versions } from '@/config/site';
import { strings } from '@/config/strings/client';
import { NavMenu } from './NavMenu';

/** The docs version menu; choosing a version remembers it as the preferred one. */
export function VersionMenu({ idPrefix }: { idPrefix: string }) {
  const current = versions.find((v) => v.isLast) ?? versions[0];
  return (
    <NavMenu
      id={`${idPrefix}-version`}
      label={`${strings.nav.version}: ${current.label}`}
      items={versions.map((v) => ({
        key: v.name,
        label: v.label,
        href: `${v.path}/`,
        active: v.name === current.name,
        remember: { key: storageKeys.preferredVersion, value: v.name },
      }))}
    >
      {current.label}
    </NavMenu>
  );
}
