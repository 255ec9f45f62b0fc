/**
 * Helpers for the behaviour tests: scripts that run in the page before the site's own (as text, so
 * that no test-runner helper leaks into them), and small waits.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Emulates what `navigator.connection` reports (Network Information API). */
export function emulateConnection(context: BrowserContext, connection: { effectiveType: string; saveData: boolean }) {
  return context.addInitScript(`{
    const info = Object.assign(new EventTarget(), ${JSON.stringify(connection)}, { downlink: 0.2, rtt: 1800 });
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => info });
  }`);
}

/** Every Content-Security-Policy violation of the page, in window.__cspViolations. */
export function recordCspViolations(context: BrowserContext) {
  return context.addInitScript(`{
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' ' + (e.sample || '') + ' at ' + e.sourceFile + ':' + e.lineNumber);
    });
  }`);
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** localStorage throws on every use, as in a browser with storage blocked. */
export function blockLocalStorage(context: BrowserContext) {
  return context.addInitScript(`{
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  }`);
}

/**
 * The progress bar's life in window.__progress: the last click, when the page's heading changed (the
 * new page shows), when #nprogress appeared, each position the bar took (its transform), its
 * transition, and when it was removed.
 */
export function recordProgressBar(context: BrowserContext) {
  return context.addInitScript(`{
    const p = (window.__progress = { clickAt: null, pageShownAt: null, shownAt: null, removedAt: null, transforms: [], transition: '' });
    let heading = null;
    addEventListener('click', () => {
      heading = document.querySelector('h1') && document.querySelector('h1').textContent;
      Object.assign(p, { clickAt: performance.now(), pageShownAt: null, shownAt: null, removedAt: null, transforms: [], transition: '' });
    }, true);
    new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (p.clickAt !== null && p.pageShownAt === null && h1 && h1.textContent !== heading) p.pageShownAt = performance.now();
      const bar = document.querySelector('#nprogress .bar');
      if (bar && p.shownAt === null) p.shownAt = performance.now();
      if (bar && bar.style.transform && bar.style.transform !== p.transforms[p.transforms.length - 1]) p.transforms.push(bar.style.transform);
      if (bar && bar.style.transition) p.transition = bar.style.transition;
      if (!bar && p.shownAt !== null && p.removedAt === null) p.removedAt = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  }`);
}

export interface ProgressRecord {
  clickAt: number | null;
  pageShownAt: number | null;
  shownAt: number | null;
  removedAt: number | null;
  /** The bar's successive transforms, e.g. 'translate3d(-92%, 0px, 0px)'. */
  transforms: string[];
  transition: string;
}

export function progressRecord(page: Page): Promise<ProgressRecord> {
  return page.evaluate(() => ({ ...(window as unknown as { __progress: ProgressRecord }).__progress }));
}

/** The colour mode toggle, in every page of the site shell: it gets its tooltip once the page is hydrated. */
export const COLOUR_TOGGLE = 'button[aria-label^="Switch between dark and light"]';

/** The site's client code has started (the colour-mode toggle gets its tooltip once hydrated). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((selector) => {
    const toggle = document.querySelector(selector);
    return toggle instanceof HTMLButtonElement && toggle.title !== '';
  }, COLOUR_TOGGLE);
  // The shell's controls start with the layout; parts of the page in a Suspense boundary (the search
  // page) hydrate in later tasks. A page is interactive once its main thread is idle.
  await page.evaluate(() => new Promise<void>((done) => (window.requestIdleCallback ?? setTimeout)(() => done(), { timeout: 2000 })));
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * When an element matching `selector` first appears after the last click, in window.__appeared
 * (milliseconds after the click), or null while it has not.
 */
export function recordAppearance(context: BrowserContext, selector: string) {
  return context.addInitScript(`{
    let clickAt = null;
    window.__appeared = null;
    addEventListener('click', () => { clickAt = performance.now(); window.__appeared = null; }, true);
    new MutationObserver(() => {
      if (clickAt !== null && window.__appeared === null && document.querySelector(${JSON.stringify(selector)})) {
        window.__appeared = performance.now() - clickAt;
      }
    }).observe(document, { childList: true, subtree: true });
  }`);
}

export function appearedAfter(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __appeared: number | null }).__appeared);
}
