// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SCRIPTS_AFTER_MS } from '@/config/behaviours';
import { deferPageScripts, pageScriptsOf } from './page-scripts';
import { pageScriptsLoader } from './page-scripts-loader';

const chunk = (name: string) => `/FusionDR/_next/static/chunks/${name}.js`;
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/FusionDR/_next/static/chunks/s.css"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('c')}"/>` +
  `<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>` +
  `<script src="${chunk('legacy')}" noModule=""></script><script src="https://example.org/x.js" async=""></script></head>` +
  `<body><p>Text</p><script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="${chunk('c')}" async=""></script></body></html>`;

describe("a page's own scripts, as the build ships them", () => {
  const shipped = deferPageScripts(page);

  it('are listed in document order for the loader, and no longer fetched by the page itself', () => {
    expect(pageScriptsOf(shipped)).toEqual([chunk('a'), chunk('b'), chunk('c')]);
    expect(shipped).not.toContain(`<script src="${chunk('a')}"`);
    expect(shipped).not.toContain(`<script src="${chunk('c')}"`);
    expect(shipped).not.toContain('rel="preload" as="script"');
  });

  it('leave the legacy-browser script, other sites’ scripts, inline scripts and the stylesheet as they were', () => {
    expect(shipped).toContain(`<script src="${chunk('legacy')}" noModule=""></script>`);
    expect(shipped).toContain('<script src="https://example.org/x.js" async=""></script>');
    expect(shipped).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(shipped).toContain('<link rel="stylesheet"');
  });

  it('leave a page without them unchanged', () => {
    const plain = '<html><head><meta charSet="utf-8"/></head><body></body></html>';
    expect(deferPageScripts(plain)).toBe(plain);
    expect(pageScriptsOf(plain)).toEqual([]);
  });
});

describe('the loader in the page’s head', () => {
  let paint: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  const added = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
  const painted = (name: string) => paint?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => undefined });

  beforeEach(() => {
    vi.useFakeTimers();
    paint = undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint', 'longtask'];
        constructor(callback: typeof paint) {
          paint = callback;
        }
        observe() {}
      },
    );
    document.head.innerHTML = `<meta name="page-scripts" content="${chunk('a')} ${chunk('b')}"/>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds the listed scripts, in order, once the page’s text is on screen', () => {
    new Function(pageScriptsLoader)();
    painted('first-paint');
    vi.advanceTimersByTime(10);
    expect(added()).toEqual([]);
    painted('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([chunk('a'), chunk('b')]);
    vi.advanceTimersByTime(PAGE_SCRIPTS_AFTER_MS);
    expect(added()).toHaveLength(2);
  });

  it('adds them anyway when that paint is not reported (the tab was hidden before it)', () => {
    new Function(pageScriptsLoader)();
    vi.advanceTimersByTime(PAGE_SCRIPTS_AFTER_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([chunk('a'), chunk('b')]);
  });

  it('adds them as soon as the page is parsed in a browser that does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', class {});
    new Function(pageScriptsLoader)();
    expect(added()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([chunk('a'), chunk('b')]);
  });

  it('adds them as soon as the page is parsed in a tab opened in the background', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(pageScriptsLoader)();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([chunk('a'), chunk('b')]);
  });
});
