import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium (package chromium): what the benchmarks measure and the screenshots show, a reader's browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell), the browser tests' browser:
 * the same engine without the full browser's windowing. The same 71 browser tests took 93 s of its CPU against
 * 212 s of Chromium's, and 106 s against 167 s in all, on 2 cores.
 */
export const TEST_BROWSER_PATH = process.env.TEST_BROWSER_PATH ?? '/usr/bin/chromium-headless-shell';

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

/** Either browser, started so that it makes no connection of its own to the outside. */
export function launchBrowser(executablePath = TEST_BROWSER_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
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
