import { MAIN_REGION } from '@/config/behaviours';
import { CrashControls } from '@/components/system/test-crash/CrashControls.client';
import { testCrash } from '@/config/strings/test-crash';

export const metadata = { title: testCrash.title, robots: { index: false, follow: false } };

/** Test-only: produces the crash screen and the failed-load screen for the browser tests. */
export default function TestCrashPage() {
  return (
    <main {...MAIN_REGION} className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
      <h1 className="text-3xl font-extrabold">{testCrash.title}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{testCrash.intro}</p>
      <CrashControls />
    </main>
  );
}
