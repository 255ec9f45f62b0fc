'use client';

import { ErrorScreen } from '@/components/system/ErrorScreen.client';
import { site } from '@/config/site';
import { strings } from '@/config/strings/client';
import './globals.css';

/** The root layout itself crashed: a bare page with the crash screen replaces the whole document. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <html lang={site.locale}>
      <head>
        <title>{strings.errors.pageTitle}</title>
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <ErrorScreen error={error} onTryAgain={reset} />
      </body>
    </html>
  );
}
