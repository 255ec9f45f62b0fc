'use client';

import { usePathname } from 'next/navigation';
import { PAGE_LOAD_ATTRIBUTE } from '@/config/behaviours';
import { printPathOf } from '@/config/print';
import { withBasePath } from '@/config/site';
import { versionOfPath } from '@/config/versions';

/** Once versions are cut: the print page of the version being read (a plain HTML page, never prefetched). */
export function PrintManualLink({ label }: { label: string }) {
  const version = versionOfPath(usePathname() ?? '/');
  return (
    <a href={withBasePath(printPathOf(version))} className="footer-link" {...{ [PAGE_LOAD_ATTRIBUTE]: true }}>
      {label}
    </a>
  );
}
