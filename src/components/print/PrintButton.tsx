import { SiteScript } from '@/components/system/SiteScript';
import { strings } from '@/config/strings';
import { PRINT_BUTTON_ATTRIBUTE, printButtonScript } from '@/lib/print/print-button-script';

/** Opens the browser's print dialog (where "Save as PDF" is). */
export function PrintButton() {
  return (
    <>
      <button
        type="button"
        {...{ [PRINT_BUTTON_ATTRIBUTE]: '' }}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white not-prose hover:bg-brand-700"
      >
        {strings.print.printButton}
      </button>
      <SiteScript code={printButtonScript} />
    </>
  );
}
