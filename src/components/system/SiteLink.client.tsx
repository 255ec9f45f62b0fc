'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { usePrefetchAllowed } from './use-prefetch-allowed';

/**
 * next/link with the site's prefetch policy: no prefetching (on hover or in view) on a slow-2g or 2g
 * connection or with data saver on. Import it as `Link` wherever a page links to another.
 */
export default function SiteLink(props: ComponentProps<typeof NextLink>) {
  const allowed = usePrefetchAllowed();
  return <NextLink {...props} prefetch={allowed ? props.prefetch : false} />;
}
