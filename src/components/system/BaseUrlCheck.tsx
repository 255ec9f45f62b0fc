import { baseUrlCheckScript } from '@/lib/navigation/base-url-check';
import { SiteScript } from './SiteScript';

/** In <head>: the banner shown when the site is opened outside its base path (see base-url-check). */
export function BaseUrlCheck() {
  return <SiteScript code={baseUrlCheckScript} />;
}
