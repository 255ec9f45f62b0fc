'use client';

import { site } from '@/config/site';
import { strings } from '@/config/strings/client';

/**
 * The last resort, shown only when the site's own crash page (src/app/global-error.tsx) fails too:
 * plain text and a button that loads the page again. It takes the place of Next's built-in one, whose
 * inline styles cost every first load about 2 KB (see next.config.ts).
 */
export default function FallbackCrashPage() {
  return (
    <html lang={site.locale}>
      <head>
        <title>{strings.errors.pageTitle}</title>
      </head>
      <body>
        <p>{strings.errors.crashed}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {strings.errors.tryAgain}
        </button>
      </body>
    </html>
  );
}
