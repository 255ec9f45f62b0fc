import Link from '@/components/system/SiteLink.client';
import type { AnchorHTMLAttributes } from 'react';
import { BASE_PATH } from '@/config/site';

/** Links inside the site navigate without a full page load; the rest stay plain links. */
export function MdxLink({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith(`${BASE_PATH}/`)) {
    return <Link href={href.slice(BASE_PATH.length)} {...rest} />;
  }
  return <a href={href} {...rest} />;
}
