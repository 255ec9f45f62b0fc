'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { usePrefetchAllowed } from './use-prefetch-allowed';

type Props = ComponentProps<typeof NextLink>;

/**
 * next/link with the site's prefetch policy: a page is prefetched when the reader shows intent (the
 * pointer on the link, focus, a touch), never merely because its link is in view, and never on a
 * slow-2g or 2g connection or with data saver on. Import it as `Link` wherever a page links to another.
 */
export default function SiteLink({ onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const allowed = usePrefetchAllowed();
  const router = useRouter();
  const intent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      if (allowed && props.prefetch !== false && typeof props.href === 'string') router.prefetch(props.href);
    };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onPointerEnter={intent(onPointerEnter)}
      onFocus={intent(onFocus)}
      onTouchStart={intent(onTouchStart)}
    />
  );
}
