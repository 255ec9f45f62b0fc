import type { AnchorHTMLAttributes } from 'react';
import { withBasePath } from '@/config/site';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of the site; `href` is a site path without the base path ('/docs/'). A plain
 * anchor, so a page carries no client component per link and its links work without JavaScript:
 * the one LinkRouter island navigates them in place and prefetches on intent. Import it as `Link`.
 */
export default function SiteLink({ href, ...props }: Props) {
  return <a href={href.startsWith('/') ? withBasePath(href) : href} {...props} />;
}
