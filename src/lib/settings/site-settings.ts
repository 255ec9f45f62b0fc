/**
 * The settings a deployment chooses for a finished export (analytics, the hosted search, QA mode, the
 * offline manual), written into each page's <head> as a JSON data block by the configure step
 * (scripts/configure.ts) and read by the browser's code. The pages themselves are the same for every
 * deployment: only this block and the policy's connect-src change.
 *
 * Framework-free and zod-free: this module is part of the pages' first load.
 */
import { CHARSET_TAG, insertEarlyInHead } from '../html/head';

export interface AnalyticsSettings {
  /** The events API, e.g. https://plausible.io/api/event */
  endpoint: string;
  /** The site's name in that service. */
  domain: string;
}

export interface HostedSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Agent Studio agent that answers Ask AI questions; without one, Ask AI quotes the docs. */
  agentId?: string;
}

export interface SiteSettings {
  /** Where page views are reported; null: nothing is sent. */
  analytics: AnalyticsSettings | null;
  /** The hosted DocSearch service; null: the built-in index answers. */
  search: HostedSearchSettings | null;
  /** QA mode: the hosted endpoints are answered by a mock service worker (npm run qa). */
  searchQa: boolean;
  /** The footer's offline-manual control and its service worker. */
  offlineManual: boolean;
}

/** A page without a settings block (the development server without one, a test page): nothing configured. */
export const UNCONFIGURED: SiteSettings = { analytics: null, search: null, searchQa: false, offlineManual: false };

/** The id of the <script type="application/json"> element that carries the settings. */
export const SETTINGS_ELEMENT_ID = 'site-settings';

/**
 * The settings in a block's text. The block is written only by the configure step, from the environment
 * its zod schema validated, so the browser does not check it again (no validator in the first load): a
 * missing or unreadable block counts as not configured, and so does each missing setting.
 */
export function parseSettings(text: string | null | undefined): SiteSettings {
  try {
    const data: unknown = JSON.parse(text ?? '');
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...UNCONFIGURED, ...(data as Partial<SiteSettings>) } : UNCONFIGURED;
  } catch {
    return UNCONFIGURED;
  }
}

/** The block's text: JSON with `<` escaped, so no value can close the element or open a comment. */
export function settingsJson(settings: SiteSettings): string {
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}

export function settingsElement(settings: SiteSettings): string {
  return `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${settingsJson(settings)}</script>`;
}

/** The block in a page: its text (JSON with `<` escaped) is the first group. */
const SETTINGS_BLOCK = `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">([^<]*)</script>`;
const AFTER = [/<meta http-equiv="Content-Security-Policy"[^>]*>/i, CHARSET_TAG];

/**
 * A page with its settings block replaced, or added at the start of <head> (after the charset and the
 * policy): before every script, so the pages' code finds it whenever it runs.
 */
export function withSettings(html: string, settings: SiteSettings): string {
  const cleaned = html.replace(new RegExp(SETTINGS_BLOCK, 'g'), '');
  return insertEarlyInHead(cleaned, settingsElement(settings), AFTER, 'its settings');
}

/** The settings a page carries (UNCONFIGURED when it has no block). */
export function settingsInPage(html: string): SiteSettings {
  const text = new RegExp(SETTINGS_BLOCK).exec(html)?.[1];
  return parseSettings(text);
}

/** The settings of the page being read, from its block (UNCONFIGURED on the server and without one). */
export function pageSettings(doc: Document | undefined = globalThis.document): SiteSettings {
  return doc ? parseSettings(doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent) : UNCONFIGURED;
}
