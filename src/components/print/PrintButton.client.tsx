'use client';

import { strings } from '@/config/strings';

/** Opens the browser's print dialog (where "Save as PDF" is). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white not-prose hover:bg-brand-700"
    >
      {strings.print.printButton}
    </button>
  );
}
