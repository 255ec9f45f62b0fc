import { siteHeadScripts } from '@/lib/html/site-head-scripts';
import { SiteScript } from './SiteScript';

/**
 * The development server's head scripts. An export never renders them: the build writes them into each
 * finished page's <head> (scripts/lib/head-scripts.ts), so React's payload does not carry them a second time.
 */
export function HeadScripts() {
  if (process.env.NODE_ENV !== 'development') return null;
  return siteHeadScripts.map((code, index) => <SiteScript key={index} code={code} />);
}
