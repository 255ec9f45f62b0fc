import { SITE_SCRIPT_ATTRIBUTE, SITE_SCRIPT_MARK_ENV } from '@/config/csp';

/**
 * An inline script the site writes itself. It carries this build's mark, so the CSP step can tell it
 * from any other inline script (which stops the build) and allow it by hash. The variable is read as it is
 * (the build sets it; its schema takes any text), so that the pages' code does not compile the validation
 * library (see DevSettings.tsx).
 */
export function SiteScript({ code }: { code: string }) {
  const mark = { [SITE_SCRIPT_ATTRIBUTE]: process.env[SITE_SCRIPT_MARK_ENV]?.trim() || undefined };
  return <script {...mark} dangerouslySetInnerHTML={{ __html: code }} />;
}
