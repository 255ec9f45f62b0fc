import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium, started so that it makes no connection of its own to the outside. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export function contextOptions(
  viewport: keyof typeof viewports,
  colorScheme: 'light' | 'dark' = 'light',
): BrowserContextOptions {
  // page.route() cannot see a request a service worker answers: the tests that hold back or fail the
  // network run without the site's worker; the offline tests (tests/support/offline.ts) allow it.
  return { viewport: viewports[viewport], colorScheme, deviceScaleFactor: 1, serviceWorkers: 'block' };
}
