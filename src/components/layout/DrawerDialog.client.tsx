'use client';

import Link from '@/components/system/SiteLink';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { site } from '@/config/site';
import { strings as english } from '@/config/strings/drawer';
import { useContext } from 'react';
import { DrawerStrings } from '@/components/system/interface-strings.client';
import { LogoMark } from '../icons';
import { ShellIcon } from './ShellIcon';
import { DrawerSidebar } from './DrawerSidebar.client';
import { defaultLocale, localeOfPath, manualOfPath, pathInLocale } from '@/config/locales';
import { docHrefOfPath } from '@/lib/doc-id';
import { LanguageMenu } from './LanguageMenu.client';
import { navLinksOf } from './nav-links';
import { NavItemLink } from './NavItemLink';
import { VersionMenu } from './VersionMenu.client';

/**
 * The mobile drawer itself, loaded when the menu button is first used (see MobileDrawer), and opened
 * each time `openings` grows. On doc pages it opens on the docs sidebar (secondary menu), with
 * "Back to main menu" leading to the navbar items (primary menu).
 */
export default function DrawerDialog({ navUrls, openings }: { navUrls: Record<string, string>; openings: number }) {
  const strings = useContext(DrawerStrings) ?? english;
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname() ?? '/';
  const onDocs = pathInLocale(pathname, defaultLocale).startsWith('/docs');
  const navUrl = navUrls[manualOfPath(pathname).name] ?? '';
  const [showPrimary, setShowPrimary] = useState(!onDocs);
  // "Back to main menu" goes away with the menu it belongs to: the focus moves to the main menu's first item.
  const nav = useRef<HTMLElement>(null);
  const wentBack = useRef(false);
  useEffect(() => {
    if (!showPrimary || !wentBack.current) return;
    wentBack.current = false;
    nav.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [showPrimary]);

  const close = () => dialog.current?.close();
  useEffect(close, [pathname]);
  useEffect(() => {
    setShowPrimary(!onDocs);
    dialog.current?.showModal();
    // Opened for each use of the menu button, not again when the page changes under it.
  }, [openings]);

  return (
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
          <ShellIcon name="close" />
        </button>
      </div>
      <nav ref={nav} aria-label={strings.nav.main} className="p-3">
        {showPrimary || !onDocs ? (
          <ul className="space-y-1" data-menu="primary">
            {navLinksOf(strings.nav, `${localeOfPath(pathname).path}/docs/`).map((link) => (
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
              <VersionMenu idPrefix="drawer" />
              <LanguageMenu idPrefix="drawer" />
            </li>
          </ul>
        ) : (
          <div data-menu="secondary">
            <button
              type="button"
              onClick={() => {
                wentBack.current = true;
                setShowPrimary(true);
              }}
              className="drawer-back"
            >
              ← {strings.nav.backToMainMenu}
            </button>
            <DrawerSidebar navUrl={navUrl} currentHref={docHrefOfPath(pathname)} onNavigate={close} />
          </div>
        )}
      </nav>
    </dialog>
  );
}
