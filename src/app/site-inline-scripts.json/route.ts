import { siteInlineScripts } from '@/lib/csp/site-scripts';

export const dynamic = 'force-static';

/**
 * The site's own inline scripts exactly as this build compiled them (minified with the pages that
 * render them), so the CSP step can allow these and nothing else. The step reads this file and removes
 * it from the export.
 */
export function GET() {
  return Response.json(siteInlineScripts);
}
