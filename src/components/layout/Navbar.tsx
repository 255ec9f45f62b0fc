import { HideableNavbar } from '@/components/system/HideableNavbar.client';
import Link from '@/components/system/SiteLink';
import { navigationFile } from '@/catalogue/navigation';
import { site } from '@/config/site';
import { strings } from '@/config/strings/client';
import { LogoMark } from '../icons';
import { ColorModeToggle } from './ColorModeToggle.client';
import { LanguageDropdown } from './LanguageDropdown.client';
import { MobileDrawer } from './MobileDrawer.client';
import { navLinks } from './nav-links';
import { NavItemLink } from './NavItemLink';
import { VersionDropdown } from './VersionDropdown.client';

export function Navbar({ searchSlot }: { searchSlot?: React.ReactNode }) {
  return (
    <HideableNavbar className="navbar">
      <nav aria-label={strings.nav.main} className="navbar-inner">
        <MobileDrawer navUrl={navigationFile.url} />
        <Link href="/" aria-label={strings.nav.home} className="navbar-brand">
          <LogoMark />
          <span>{site.title}</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <NavItemLink
                link={link}
                externalIcon
                className="nav-link"
              />
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden items-center gap-1 lg:flex">
            <VersionDropdown />
            <LanguageDropdown />
          </div>
          <ColorModeToggle />
          {searchSlot}
        </div>
      </nav>
    </HideableNavbar>
  );
}
