'use client';

import Link from '@/components/system/SiteLink';
import { versions } from '@/config/versions';
import { preferredDocsHref } from '@/lib/version-menu';
import { usePreferredVersion } from './preferred-version';

/** The navbar's Docs link once versions are cut: it leads to the version the reader chose last. */
export function PreferredDocsLink({ label, className, onClick }: { label: string; className: string; onClick?: () => void }) {
  return (
    <Link href={preferredDocsHref(versions, usePreferredVersion())} className={className} onClick={onClick}>
      {label}
    </Link>
  );
}
