/**
 * Everything about the site that is not content: names, addresses, the spec's constants.
 * The base path and the three addresses come from the environment (src/config/env.ts validates them;
 * next.config.ts writes them into every bundle, so the browser's code reads the same values as the server's).
 */
import { envDefaults } from './env-defaults';

/**
 * The path the site is served under, without a trailing slash: `/FusionDR` (the spec's), `/docs`, or
 * '' at the root of the host (`BASE_PATH=/docs npm run build`). Set and empty is not unset.
 */
export const BASE_PATH: string = process.env.BASE_PATH ?? envDefaults.BASE_PATH;

export const site = {
  title: 'FusionDR',
  tagline: 'Documentation for the FusionDR veterinary digital X-ray imaging system',
  /** Absolute origin the site is published at; canonical URLs and the sitemap use it. */
  url: (process.env.SITE_URL ?? envDefaults.SITE_URL).replace(/\/$/, ''),
  basePath: BASE_PATH,
  locale: 'en',
  copyrightYear: 2025,
  helpUrl: process.env.HELP_URL ?? envDefaults.HELP_URL,
  feedbackUrl: process.env.FEEDBACK_URL ?? envDefaults.FEEDBACK_URL,
} as const;

export const announcement = {
  /** Change the id to show the bar again to everyone who dismissed the previous one. */
  id: 'release-2.12.0',
  version: '2.12.0',
  href: '/docs/settings/system/update',
} as const;

/** Width at which the docs sidebar leaves the page for the mobile drawer (px): Tailwind's `lg:` (tailwind.config.ts). */
export const DESKTOP_BREAKPOINT = 996;

/** Table of contents heading levels. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

export const sitemap = { changefreq: 'weekly', priority: 0.5 } as const;

/** Keys used in the browser's localStorage. */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'fusiondr.announcement.dismiss',
  announcementId: 'fusiondr.announcement.id',
  preferredVersion: 'fusiondr.docs.preferred-version',
  /** Followed by a page's path (`/docs/watermark/`): the reader's answer to "Was this page helpful?". */
  feedbackPrefix: 'fusiondr.feedback:',
} as const;

/** The doc shown at /docs/. */
export const MAIN_DOC_ID = 'introduction';

export function withBasePath(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}
