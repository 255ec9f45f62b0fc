import { SETTINGS_ELEMENT_ID } from '@/lib/settings/site-settings';

/**
 * The development server's settings block, from its environment: next.config.ts validates it and hands the
 * block over, so the pages' code does not compile the validation library (about half a second of the
 * development server's first compile). An export never renders it: the configure step writes the block
 * into the finished pages (scripts/configure.ts), so the pages, and their React payload, are the same for
 * every deployment.
 */
export function DevSettings() {
  const json = process.env.DEV_SITE_SETTINGS;
  if (process.env.NODE_ENV !== 'development' || !json) return null;
  return <script type="application/json" id={SETTINGS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
