import { PrintManual } from '@/components/print/PrintManual';
import { PRINT_PATH } from '@/config/print';
import { strings } from '@/config/strings';
import { pageMetadata } from '@/lib/metadata';

export const metadata = {
  ...pageMetadata({ path: PRINT_PATH, title: strings.print.title, description: strings.print.description }),
  robots: { index: false, follow: true },
};

/**
 * The print page under `npm run dev` only (a `.dev.tsx` route, see next.config.ts). The build writes
 * it as plain HTML instead (scripts/print-page.ts): the whole manual is too large to ship again as
 * React payloads.
 */
export default function PrintRoute() {
  return <PrintManual />;
}
