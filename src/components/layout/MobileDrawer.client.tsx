'use client';

import Link from '@/components/system/SiteLink';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { site } from '@/config/site';
import { strings } from '@/config/strings';
import { CloseIcon, LogoMark, MenuIcon } from '../icons';
import { DrawerSidebar } from './DrawerSidebar.client';
import { docHrefOfPath } from '@/lib/doc-id';
import { LanguageDropdown } from './LanguageDropdown.client';
import { navLinks } from './nav-links';
import { NavItemLink } from './NavItemLink';
import { VersionDropdown } from './VersionDropdown.client';

/**
 * Below the desktop breakpoint: a menu button and a drawer. On doc pages the drawer opens on the docs
 * sidebar (secondary menu), with "Back to main menu" leading to the navbar items (primary menu).
 */
export function MobileDrawer({ navUrl }: { navUrl: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname() ?? '/';
  const onDocs = pathname.startsWith('/docs');
  const [showPrimary, setShowPrimary] = useState(!onDocs);
  const [opened, setOpened] = useState(false);

  const close = () => dialog.current?.close();
  useEffect(close, [pathname]);

  return (
    <>
      <button
        type="button"
        aria-label={strings.nav.openMenu}
        aria-haspopup="dialog"
        onClick={() => {
          setShowPrimary(!onDocs);
          setOpened(true);
          dialog.current?.showModal();
        }}
        className="icon-button lg:hidden"
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        aria-label={strings.nav.main}
        onClick={(e) => e.target === dialog.current && close()}
        className="drawer"
      >
        <div className="drawer-header">
          <Link href="/" className="flex items-center gap-2 font-bold" onClick={close}>
            <LogoMark width={28} height={28} />
            {site.title}
          </Link>
          <button type="button" aria-label={strings.nav.closeMenu} onClick={close} className="drawer-close">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={strings.nav.main} className="p-3">
          {showPrimary || !onDocs ? (
            <ul className="space-y-1" data-menu="primary">
              {navLinks.map((link) => (
                <li key={link.label}>
                  <NavItemLink
                    link={link}
                    externalIcon
                    onNavigate={close}
                    className="drawer-link"
                  />
                </li>
              ))}
              <li className="flex gap-2 border-t border-slate-200 pt-2 dark:border-slate-800">
                <VersionDropdown />
                <LanguageDropdown />
              </li>
            </ul>
          ) : (
            <div data-menu="secondary">
              <button
                type="button"
                onClick={() => setShowPrimary(true)}
                className="drawer-back"
              >
                ← {strings.nav.backToMainMenu}
              </button>
              {opened && <DrawerSidebar navUrl={navUrl} currentHref={docHrefOfPath(pathname)} onNavigate={close} />}
            </div>
          )}
        </nav>
      </dialog>
    </>
  );
}
