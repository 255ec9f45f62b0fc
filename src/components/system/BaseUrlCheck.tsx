import { baseUrlCheckScript } from '@/lib/navigation/base-url-check';

/** In <head>: the banner shown when the site is opened outside its base path (see base-url-check). */
export function BaseUrlCheck() {
  return <script dangerouslySetInnerHTML={{ __html: baseUrlCheckScript }} />;
}
