'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { locales } from '@/config/locales';
import { useClientStrings } from '@/components/system/interface-strings.client';
import { versionOfPath } from '@/config/versions';
import { languageMenu } from '@/lib/language-menu';
import { ShellIcon } from './ShellIcon';
import { NavMenu } from './NavMenu';

const isLatestDocPath = (path: string) => /^\/docs(\/|$)/.test(path) && versionOfPath(path).isLast;

/**
 * The language menu: every locale, leading to the same page in it when it has one (src/lib/language-menu.ts).
 * With English alone, its one entry is the page itself.
 */
export function LanguageMenu({ idPrefix }: { idPrefix: string }) {
  const strings = useClientStrings();
  const pathname = usePathname() ?? '/';
  const { current, items } = languageMenu(locales, pathname, isLatestDocPath);
  // The page's language, as the export writes it, after a move to another locale's page within the site.
  useEffect(() => {
    document.documentElement.lang = current.code;
  }, [current.code]);
  return (
    <NavMenu id={`${idPrefix}-language`} label={`${strings.nav.language}: ${current.label}`} items={items}>
      <ShellIcon name="globe" className="size-4" />
      <span>{current.label}</span>
    </NavMenu>
  );
}
