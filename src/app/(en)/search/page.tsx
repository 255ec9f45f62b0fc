import { MAIN_REGION } from '@/config/behaviours';
import { Suspense } from 'react';
import { SearchPage } from '@/components/search/SearchPage.client';
import { searchStrings } from '@/config/search';
import { pageMetadata } from '@/lib/metadata';

export const metadata = {
  ...pageMetadata({ path: '/search/', title: searchStrings.pageTitle, description: searchStrings.pageDescription }),
  robots: { index: false, follow: true },
};

/** The search page reads its query from the address (?q=), so it renders in the browser, inside Suspense. */
export default function SearchRoute() {
  return (
    <main {...MAIN_REGION} className="flex flex-1">
      <Suspense fallback={<p className="mx-auto w-full max-w-3xl px-4 py-8 text-slate-600 sm:px-6 dark:text-slate-400">{searchStrings.loading}</p>}>
        <SearchPage />
      </Suspense>
    </main>
  );
}
