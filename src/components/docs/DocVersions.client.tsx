'use client';

import { useEffect } from 'react';
import { setPageVersions } from '@/components/layout/page-versions';

/** Tells the version menu which versions have this doc (it leads to the same page there). */
export function DocVersions({ names }: { names: string[] }) {
  const key = names.join(' ');
  useEffect(() => {
    setPageVersions(key.split(' '));
    return () => setPageVersions(null);
  }, [key]);
  return null;
}
