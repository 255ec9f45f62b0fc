/**
 * The docs versions that have the doc being read, told by the doc page to the version menu in the navbar
 * (which the root layout renders, outside the page). Null on pages that are not a doc.
 */
import { useSyncExternalStore } from 'react';

let available: readonly string[] | null = null;
const listeners = new Set<() => void>();

export function setPageVersions(names: readonly string[] | null): void {
  available = names;
  for (const listener of listeners) listener();
}

export function usePageVersions(): readonly string[] | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => available,
    () => null,
  );
}
