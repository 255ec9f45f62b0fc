import { BASE_PATH } from '../../config/site';
import { strings } from '../../config/strings';

interface BaseUrlCheckConfig {
  basePath: string;
  heading: string;
  /** The body text with `{pathname}` where the address the page was opened at goes. */
  body: string;
  fix: string;
}

/**
 * Runs in <head>. When the page is opened outside the base path and, once the page has loaded, the
 * site's scripts never started (they are requested under the base path, so they 404), it shows a
 * banner that explains the configured base path and what to change. Styled through the CSSOM because
 * the stylesheet is requested under the base path too. Kept free of imports: it is sent as text.
 */
function checkBaseUrl(c: BaseUrlCheckConfig) {
  var path = window.location.pathname;
  if (path === c.basePath || path.indexOf(c.basePath + '/') === 0) return;
  window.addEventListener('load', function () {
    if ((window as unknown as { next?: unknown }).next) return;
    var banner = document.createElement('div');
    banner.id = 'base-url-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'position:relative;z-index:100;padding:16px 20px;background:#fef3c7;color:#78350f;border-bottom:2px solid #d97706;font:16px/1.5 system-ui,sans-serif';
    var heading = document.createElement('strong');
    heading.textContent = c.heading;
    heading.style.cssText = 'display:block;font-size:18px;margin-bottom:4px';
    var body = document.createElement('p');
    body.textContent = c.body.replace('{pathname}', path);
    body.style.margin = '0';
    var fix = document.createElement('p');
    fix.textContent = c.fix;
    fix.style.margin = '4px 0 0';
    banner.appendChild(heading);
    banner.appendChild(body);
    banner.appendChild(fix);
    document.body.insertBefore(banner, document.body.firstChild);
  });
}

export const baseUrlCheckScript = `(${checkBaseUrl.toString()})(${JSON.stringify({
  basePath: BASE_PATH,
  heading: strings.baseUrl.heading,
  body: strings.baseUrl.body(BASE_PATH, '{pathname}'),
  fix: strings.baseUrl.fix(BASE_PATH),
} satisfies BaseUrlCheckConfig)})`;
