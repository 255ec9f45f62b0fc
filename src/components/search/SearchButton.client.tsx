'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { strings } from '@/config/strings/client';
import { pageSettings } from '@/lib/settings/site-settings';
import { loadDocSearch } from './modal/load-docsearch';
import type { OpenSearchOptions, SearchModal } from './modal/open-search';

let modal: Promise<SearchModal> | null = null;

/** Loads the modal's code, DocSearch's, the styles and the index on first intent; later calls reuse it. */
function loadModal(options: Omit<OpenSearchOptions, 'docsearch'>): Promise<SearchModal> {
  if (!modal) {
    // Both requested at once; a failure of either reaches the caller through openSearch.
    const docsearch = loadDocSearch(!!pageSettings().search?.agentId);
    docsearch.catch(() => undefined);
    modal = import('./modal/open-search')
      .then((m) => m.openSearch({ ...options, docsearch }))
      .catch((error: unknown) => {
        modal = null;
        throw error;
      });
  }
  return modal;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The navbar's search button. Nothing of the search is loaded with the page: hovering, focusing or
 * pressing the button, Ctrl/Cmd+K or / loads it and opens the DocSearch modal.
 */
export function SearchButton() {
  const button = useRef<HTMLButtonElement>(null);
  const router = useRouter();
  // Set once the shortcuts listen (after hydration): which modifier key to show, and that they work.
  const [shortcuts, setShortcuts] = useState<null | 'apple' | 'other'>(null);

  useEffect(() => {
    const options = { returnFocusTo: () => button.current, navigate: (path: string) => router.push(path) };
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      void loadModal(options).then((m) => (commandK && m.isOpen() ? m.close() : m.open()));
    };
    window.addEventListener('keydown', onKeyDown);
    setShortcuts(/Mac|iPhone|iPad/.test(navigator.platform) ? 'apple' : 'other');
    const preload = () => void loadModal(options).catch(() => undefined);
    const open = () => void loadModal(options).then((m) => m.open());
    const el = button.current;
    el?.addEventListener('pointerenter', preload, { once: true });
    el?.addEventListener('focus', preload, { once: true });
    el?.addEventListener('pointerdown', preload, { once: true });
    el?.addEventListener('click', open);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      el?.removeEventListener('pointerenter', preload);
      el?.removeEventListener('focus', preload);
      el?.removeEventListener('pointerdown', preload);
      el?.removeEventListener('click', open);
    };
  }, [router]);

  return (
    <button
      ref={button}
      type="button"
      aria-keyshortcuts={shortcuts ? 'Control+K Meta+K /' : undefined}
      className="search-button"
    >
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <span className="max-sm:sr-only">{strings.nav.search}</span>
      <kbd className="search-kbd">
        {shortcuts === 'apple' ? strings.nav.searchShortcutApple : strings.nav.searchShortcut}
      </kbd>
    </button>
  );
}
