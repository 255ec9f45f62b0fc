'use client';

import { storageKeys, versions } from '@/config/site';
import { strings } from '@/config/strings/client';
import { writeStorage } from '@/lib/storage';
import { NavDropdown } from './NavDropdown.client';

/** The docs version dropdown; picking a version remembers it as the preferred one. */
export function VersionDropdown() {
  const current = versions.find((v) => v.isLast) ?? versions[0];
  return (
    <NavDropdown
      label={`${strings.nav.version}: ${current.label}`}
      items={versions.map((v) => ({
        key: v.name,
        label: v.label,
        href: `${v.path}/`,
        active: v.name === current.name,
        onSelect: () => writeStorage(storageKeys.preferredVersion, v.name),
      }))}
    >
      {current.label}
    </NavDropdown>
  );
}
