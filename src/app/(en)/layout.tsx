import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';

/** The English site's pages (home, docs, search): one frame, kept as the reader moves between them. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
