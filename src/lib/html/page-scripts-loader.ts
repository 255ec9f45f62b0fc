import { PAGE_SCRIPTS_AFTER_MS } from '../../config/behaviours';
import { PAGE_SCRIPTS_META } from './page-scripts';

interface LoaderConfig {
  meta: string;
  /** When the page's first contentful paint is not reported (the tab was hidden before it), start anyway. */
  afterMs: number;
}

/**
 * Runs in <head>: adds the page's scripts listed by the build (page-scripts.ts) once the page's text is
 * on screen, as the browser reports its first contentful paint. A page opened in a background tab, or
 * in a browser that does not report paints, starts them once it is parsed. Kept free of imports: it is
 * sent as text.
 */
function startPageScripts(c: LoaderConfig) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = document.querySelector('meta[name="' + c.meta + '"]');
    var sources = list ? (list.getAttribute('content') || '').split(' ') : [];
    for (var i = 0; i < sources.length; i++) {
      if (!sources[i]) continue;
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = true;
      document.head.appendChild(script);
    }
  }
  var paintReported = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || !paintReported) return document.addEventListener('DOMContentLoaded', start);
  new PerformanceObserver(function (entries, observer) {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, c.afterMs);
}

export const pageScriptsLoader = `(${startPageScripts.toString()})(${JSON.stringify({ meta: PAGE_SCRIPTS_META, afterMs: PAGE_SCRIPTS_AFTER_MS } satisfies LoaderConfig)})`;
