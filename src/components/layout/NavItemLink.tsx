import Link from '@/components/system/SiteLink';
import { ExternalIcon } from '../icons';
import type { NavLink } from './nav-links';

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
  return (
    <Link href={link.href} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}
