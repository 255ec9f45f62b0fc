import { SITE_SCRIPT_ATTRIBUTE, SITE_SCRIPT_MARK_ENV } from '@/config/csp';

/**
 * An inline script the site writes itself. It carries this build's mark, so the CSP step can tell it
 * from any other inline script (which stops the build) and allow it by hash.
 */
export function SiteScript({ code }: { code: string }) {
  const mark = { [SITE_SCRIPT_ATTRIBUTE]: process.env[SITE_SCRIPT_MARK_ENV] };
  return <script {...mark} dangerouslySetInnerHTML={{ __html: code }} />;
}
