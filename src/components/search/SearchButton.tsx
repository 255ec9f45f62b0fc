import { strings } from '@/config/strings';
import { hook } from '@/components/layout/shell-hooks';

/**
 * The navbar's search button. Plain HTML: search-shortcuts.ts loads and opens the DocSearch modal on
 * hovering, focusing or pressing it, Ctrl/Cmd+K or /, and names the shortcut for the reader's keyboard.
 */
export function SearchButton() {
  return (
    <button type="button" className="search-button" {...hook('searchButton')}>
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <span className="max-sm:sr-only">{strings.nav.search}</span>
      <kbd className="search-kbd">{strings.nav.searchShortcut}</kbd>
    </button>
  );
}
