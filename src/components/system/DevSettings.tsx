import { settingsFromEnv } from '@/config/site-settings';
import { SETTINGS_ELEMENT_ID, settingsJson } from '@/lib/settings/site-settings';

/**
 * The development server's settings block, from its environment. An export never renders it: the
 * configure step writes the block into the finished pages (scripts/configure.ts), so the pages, and
 * their React payload, are the same for every deployment.
 */
export function DevSettings() {
  if (process.env.NODE_ENV !== 'development') return null;
  return <script type="application/json" id={SETTINGS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: settingsJson(settingsFromEnv()) }} />;
}
