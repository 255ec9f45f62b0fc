import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../src/config/site';
import { siteHeadScripts } from '../../src/lib/html/site-head-scripts';
import { compiledHeadScripts, headScriptElements, headScriptsWriter } from './head-scripts';

/** Just enough of a browser for the head scripts: stored values, a media query, the root element, paint timing. */
function fakeBrowser(stored: Record<string, string>) {
  const attributes: Record<string, string> = {};
  const window = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: (media: string) => ({ media, matches: false }),
    location: { pathname: '/FusionDR/docs/' },
    addEventListener: () => undefined,
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    visibilityState: 'visible',
    addEventListener: () => undefined,
    querySelector: () => null,
  });
  vi.stubGlobal('PerformanceObserver', class { static supportedEntryTypes = ['paint']; observe() {} });
  vi.useFakeTimers();
  return attributes;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the head scripts the build writes into each page', () => {
  it('are the site’s head scripts, compiled to run in a browser with no helper of this process', () => {
    const compiled = compiledHeadScripts();
    expect(compiled).toHaveLength(siteHeadScripts.length);
    const attributes = fakeBrowser({ [storageKeys.theme]: 'dark' });
    for (const code of compiled) new Function(code)();
    expect(attributes).toMatchObject({ 'data-theme': 'dark', 'data-theme-choice': 'dark', 'data-announcement-dismissed': 'false' });
  });

  it('go right after the charset, marked as the site’s own, before the page’s stylesheets and scripts', () => {
    const html = headScriptsWriter('m1')(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><script src="/a.js" async=""></script></head><body></body></html>',
    );
    expect(html.indexOf('<script data-site-script="m1">')).toBe(html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(html.match(/<script data-site-script="m1">/g)).toHaveLength(siteHeadScripts.length);
    expect(html.indexOf('data-site-script')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('cannot be cut short by a closing tag in their text', () => {
    const element = headScriptElements(['var s = "</script><b>";'], '');
    expect(element).toBe('<script>var s = "<\\/script><b>";</script>');
    // The escaped text still means the same to JavaScript.
    expect(new Function(`${element.slice('<script>'.length, -'</script>'.length)} return s;`)()).toBe('</script><b>');
  });
});
