import { announcement, storageKeys } from '../config/site';

interface HeadScriptConfig {
  themeKey: string;
  dismissKey: string;
  idKey: string;
  announcementId: string;
}

/**
 * Runs in <head> before the first paint: applies the stored colour mode and hides a dismissed
 * announcement, so neither flashes. Kept free of imports: it is sent as text.
 */
function applyStoredPreferences(c: HeadScriptConfig) {
  var root = document.documentElement;
  var get = function (key: string) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  };
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  var systemSupported = !!query && query.media !== 'not all';
  var mode = get(c.themeKey);
  if (mode !== 'light' && mode !== 'dark' && mode !== 'system') mode = systemSupported ? 'system' : 'light';
  if (mode === 'system' && !systemSupported) mode = 'light';
  var dark = mode === 'dark' || (mode === 'system' && !!query && query.matches);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.setAttribute('data-theme-choice', mode);
  var dismissed = get(c.dismissKey) === 'true' && get(c.idKey) === c.announcementId;
  root.setAttribute('data-announcement-dismissed', dismissed ? 'true' : 'false');
}

export const headScript = `(${applyStoredPreferences.toString()})(${JSON.stringify({
  themeKey: storageKeys.theme,
  dismissKey: storageKeys.announcementDismissed,
  idKey: storageKeys.announcementId,
  announcementId: announcement.id,
} satisfies HeadScriptConfig)})`;
