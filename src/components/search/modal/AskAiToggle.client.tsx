'use client';

import { useSyncExternalStore } from 'react';
import { shownSearchStrings } from '../search-strings';
import type { ModalState } from './modal-state';

/** The modal footer's switch between keyword search and Ask AI (quotes from the docs). */
export function AskAiToggle({ state, onSwitch }: { state: ModalState; onSwitch: () => void }) {
  const { askAi, query } = useSyncExternalStore(state.subscribe, state.get, state.get);
  return (
    <button
      type="button"
      className="fdr-askai-toggle"
      aria-pressed={askAi}
      onClick={() => {
        if (askAi) state.setAskAi(false);
        else state.ask(query);
        onSwitch();
      }}
    >
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden>
        <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
      </svg>
      {askAi ? shownSearchStrings().askAi.back : shownSearchStrings().askAi.toggle}
    </button>
  );
}
