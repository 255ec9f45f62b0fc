import { SITE_SCRIPT_ATTRIBUTE } from '@/config/csp';
import { readEnv } from '@/config/env';

/**
 * An inline script the site writes itself. It carries this build's mark, so the CSP step can tell it
 * from any other inline script (which stops the build) and allow it by hash.
 */
export function SiteScript({ code }: { code: string }) {
  const mark = { [SITE_SCRIPT_ATTRIBUTE]: readEnv().SITE_SCRIPT_MARK || undefined };
  return <script {...mark} dangerouslySetInnerHTML={{ __html: code }} />;
}
