import Link from '@/components/system/SiteLink';
import { ExternalIcon } from '../icons';
import { versions } from '@/config/versions';
import type { NavLink } from './nav-links';
import { PreferredDocsLink } from './PreferredDocsLink.client';

interface Props {
  link: NavLink;
  className: string;
  /** Mark external links with an icon. */
  externalIcon?: boolean;
  onNavigate?: () => void;
}

/** One of the site's navigation links: external ones open in a new tab, the others navigate in place. */
export function NavItemLink({ link, className, externalIcon = false, onNavigate }: Props) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
        {externalIcon && <ExternalIcon />}
      </a>
    );
  }
  if (link.href === '/docs/' && versions.length > 1) return <PreferredDocsLink label={link.label} className={className} onClick={onNavigate} />;
  return (
    <Link href={link.href} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}
