'use client';

import { ErrorScreen } from '@/components/system/ErrorScreen.client';

/** A page that crashes while rendering in the browser: the navbar and footer stay, the page shows the crash screen. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  return <ErrorScreen error={error} onTryAgain={reset} />;
}
