import { chunkReload } from '../../config/behaviours';
import { pendingNavigation } from '../navigation/pending-navigation';
import { isChunkLoadError, parseReloadRecord, shouldReloadForChunkError } from './chunk-errors';

/**
 * After a failure to load a route's code (a new deployment removed the old chunks), loads the target
 * page afresh: the address the visitor was going to, else the current one. Only once per address: the
 * attempt is written to sessionStorage first, and without sessionStorage there is no reload at all,
 * so a page that keeps failing shows its error instead of reloading forever. Returns whether it reloads.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  const target = pendingNavigation() ?? window.location.href;
  try {
    const storage = window.sessionStorage;
    const now = Date.now();
    if (!shouldReloadForChunkError(target, parseReloadRecord(storage.getItem(chunkReload.storageKey)), now, chunkReload.windowMs)) {
      return false;
    }
    storage.setItem(chunkReload.storageKey, JSON.stringify({ url: target, at: now }));
  } catch {
    return false;
  }
  window.location.assign(target);
  return true;
}
