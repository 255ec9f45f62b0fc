import { HideableNavbar } from '@/components/system/HideableNavbar.client';
import Link from '@/components/system/SiteLink.client';
import { navigationFile } from '@/content/navigation';
import { site } from '@/config/site';
import { strings } from '@/config/strings';
import { LogoMark } from '../icons';
import { ColorModeToggle } from './ColorModeToggle.client';
import { LanguageDropdown } from './LanguageDropdown.client';
import { MobileDrawer } from './MobileDrawer.client';
import { navLinks } from './nav-links';
import { NavItemLink } from './NavItemLink';
import { VersionDropdown } from './VersionDropdown.client';

export function Navbar({ searchSlot }: { searchSlot?: React.ReactNode }) {
  return (
    <HideableNavbar className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <nav aria-label={strings.nav.main} className="mx-auto flex h-[var(--navbar-height)] max-w-[90rem] items-center gap-2 px-3 sm:px-4">
        <MobileDrawer navUrl={navigationFile.url} />
        <Link href="/" aria-label={strings.nav.home} className="mr-2 flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          <LogoMark />
          <span>{site.title}</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <NavItemLink
                link={link}
                externalIcon
                className="flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
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
