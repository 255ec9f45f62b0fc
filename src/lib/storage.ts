/**
 * localStorage that never throws: when storage is unavailable (private mode, blocked cookies, quota),
 * it warns once on the console and the site goes on without remembering anything.
 */
let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn(
    'Browser storage is not available; your preferences will not be remembered on this device.',
    error,
  );
}

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}
