import Link from '@/components/system/SiteLink';
import type { ReactNode } from 'react';
import { ShellIcon } from './ShellIcon';
import { hook } from './shell-hooks';

export interface NavMenuItem {
  key: string;
  label: string;
  /** A site path without the base path ('/docs/'), or a relative address ('./', this page). */
  href: string;
  active?: boolean;
  /** The language of the item's label and of the page it leads to. */
  lang?: string;
  /** Written to the browser's storage when the item is chosen. */
  remember?: { key: string; value: string };
}

interface Props {
  /** The list's id: unique in the page (the navbar and the mobile drawer each have their own). */
  id: string;
  /** Accessible name of the button, e.g. "Version: Next". */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: NavMenuItem[];
}

/**
 * A navbar menu: a button and a list of links, with no state of its own: shell-controls.ts opens it, and closes it on
 * Escape, a click outside or a chosen link.
 */
export function NavMenu({ id, label, children, items }: Props) {
  return (
    <div className="relative">
      <button type="button" aria-label={label} aria-expanded="false" aria-controls={id} className="menu-button" {...hook('menuButton')}>
        {children}
        <ShellIcon name="chevron" className="size-3.5" />
      </button>
      <ul id={id} hidden className="menu-list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              className="menu-item"
              {...(item.lang && { lang: item.lang, hrefLang: item.lang })}
              {...(item.active && { 'aria-current': 'true' })}
              {...(item.remember && hook('remember', `${item.remember.key}=${item.remember.value}`))}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
