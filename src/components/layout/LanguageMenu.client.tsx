'use client';

// A client component with no state: its markup comes from the cached code, not from every page's payload.
import { locales, site } from '@/config/site';
import { strings } from '@/config/strings/client';
import { ShellIcon } from './ShellIcon';
import { NavMenu } from './NavMenu';

/**
 * The language menu: English is the only locale, and it keeps the reader on the same page. Every address
 * of the site ends with a slash, so './' is the page itself wherever the menu is rendered.
 */
export function LanguageMenu({ idPrefix }: { idPrefix: string }) {
  const current = locales.find((l) => l.code === site.locale) ?? locales[0];
  return (
    <NavMenu
      id={`${idPrefix}-language`}
      label={`${strings.nav.language}: ${current.label}`}
      items={locales.map((l) => ({ key: l.code, label: l.label, href: './', active: l.code === current.code }))}
    >
      <ShellIcon name="globe" className="size-4" />
      <span>{current.label}</span>
    </NavMenu>
  );
}
