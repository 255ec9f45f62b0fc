'use client';

// A client component with no state: its markup comes from the cached code, not from every page's payload.
import { useClientStrings } from '@/components/system/interface-strings.client';
import { hook } from '@/components/layout/shell-hooks';
import { ShellIcon } from '@/components/layout/ShellIcon';

/**
 * The navbar's search button, with no state of its own: search-shortcuts.ts loads and opens the DocSearch modal on
 * hovering, focusing or pressing it, Ctrl/Cmd+K or /, and names the shortcut for the reader's keyboard.
 */
export function SearchButton() {
  const strings = useClientStrings();
  return (
    <button type="button" className="search-button" {...hook('searchButton')}>
      <ShellIcon name="search" className="size-4" />
      <span className="max-sm:sr-only">{strings.nav.search}</span>
      <kbd className="search-kbd">{strings.nav.searchShortcut}</kbd>
    </button>
  );
}
