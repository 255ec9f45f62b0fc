import Link from '@/components/system/SiteLink';
import { navigationUrls } from '@/catalogue/navigation';
import { site } from '@/config/site';
import { stringsOf } from '@/config/strings/of-locale';
import { DEFAULT_LOCALE, localeNamed } from '@/config/locales';
import { colorModeLabels } from '@/lib/color-mode';
import { LogoMark } from '../icons';
import { ColorModeButton } from './ColorModeButton.client';
import { ShellIcon } from './ShellIcon';
import { LanguageMenu } from './LanguageMenu.client';
import { MobileDrawer } from './MobileDrawer.client';
import { navLinksOf } from './nav-links';
import { hook } from './shell-hooks';
import { NavItemLink } from './NavItemLink';
import { VersionMenu } from './VersionMenu.client';

export function Navbar({ searchSlot, locale = 'en' }: { searchSlot?: React.ReactNode; locale?: string }) {
  const strings = stringsOf(locale);
  const home = `${localeNamed(locale)?.path ?? ''}/`;
  return (
    <header className="navbar" {...hook('hideable')}>
      <nav aria-label={strings.nav.main} className="navbar-inner">
        <MobileDrawer navUrls={navigationUrls} icon={<ShellIcon name="menu" />} />
        <Link href={home === '/' ? '/' : `${home}docs/`} aria-label={strings.nav.home} className="navbar-brand">
          <LogoMark />
          <span>{site.title}</span>
        </Link>
        <ul className="navbar-links" {...hook('navbarLinks')}>
          {navLinksOf(strings.nav, `${localeNamed(locale)?.path ?? ''}/docs/`).map((link) => (
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
            <VersionMenu idPrefix="navbar" />
            <LanguageMenu idPrefix="navbar" />
          </div>
          {/* A translated page's button carries its names; an English page's payload, nothing more. */}
          <ColorModeButton {...(locale === DEFAULT_LOCALE ? {} : { labels: JSON.stringify(colorModeLabels(strings.colorMode)) })} />
          {searchSlot}
        </div>
      </nav>
    </header>
  );
}
