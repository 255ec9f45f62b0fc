import { MAIN_REGION } from '@/config/behaviours';
import { Suspense } from 'react';
import { LoadingNote, SearchPage } from '@/components/search/SearchPage.client';
import { SEARCH_PAGE_PATH, searchStrings } from '@/config/search';
import { pageMetadata } from '@/lib/metadata';

export const metadata = {
  ...pageMetadata({ path: SEARCH_PAGE_PATH, title: searchStrings.pageTitle, description: searchStrings.pageDescription }),
  robots: { index: false, follow: true },
};

/** The search page reads its query from the address (?q=), so it renders in the browser, inside Suspense. */
export default function SearchRoute() {
  return (
    <main {...MAIN_REGION} className="flex flex-1">
      <Suspense fallback={<LoadingNote text={searchStrings.loading} />}>
        <SearchPage loading={searchStrings.loading} />
      </Suspense>
    </main>
  );
}
