import { announcement, storageKeys } from '../config/site';
import { applyColorMode, DARK_QUERY } from './color-mode';

interface HeadScriptConfig {
  themeKey: string;
  darkQuery: string;
  dismissKey: string;
  idKey: string;
  announcementId: string;
}

/**
 * Runs in <head> before the first paint: applies the stored colour mode (with the toggle's own
 * function) and hides a dismissed announcement, so neither flashes. Kept free of imports: it is sent as text.
 */
function applyStoredPreferences(c: HeadScriptConfig, applyMode: typeof applyColorMode) {
  var get = function (key: string) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  };
  applyMode(get(c.themeKey), c.darkQuery);
  var dismissed = get(c.dismissKey) === 'true' && get(c.idKey) === c.announcementId;
  document.documentElement.setAttribute('data-announcement-dismissed', dismissed ? 'true' : 'false');
}

const config: HeadScriptConfig = {
  themeKey: storageKeys.theme,
  darkQuery: DARK_QUERY,
  dismissKey: storageKeys.announcementDismissed,
  idKey: storageKeys.announcementId,
  announcementId: announcement.id,
};

export const headScript = `(${applyStoredPreferences.toString()})(${JSON.stringify(config)},${applyColorMode.toString()})`;
