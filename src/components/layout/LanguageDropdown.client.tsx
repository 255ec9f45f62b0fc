'use client';

import { usePathname } from 'next/navigation';
import { locales, site } from '@/config/site';
import { strings } from '@/config/strings/client';
import { GlobeIcon } from '../icons';
import { NavDropdown } from './NavDropdown.client';

/** The language dropdown: English is the only locale, and it keeps the reader on the same page. */
export function LanguageDropdown() {
  const pathname = usePathname() ?? '/';
  const current = locales.find((l) => l.code === site.locale) ?? locales[0];
  return (
    <NavDropdown
      label={`${strings.nav.language}: ${current.label}`}
      items={locales.map((l) => ({ key: l.code, label: l.label, href: pathname, active: l.code === current.code }))}
    >
      <GlobeIcon width={16} height={16} />
      <span>{current.label}</span>
    </NavDropdown>
  );
}
