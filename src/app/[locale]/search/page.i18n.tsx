import { MAIN_REGION } from '@/config/behaviours';
import { Suspense } from 'react';
import { LoadingNote, SearchPage } from '@/components/search/SearchPage.client';
import { localeNamed, translatedLocales } from '@/config/locales';
import { SEARCH_PAGE_PATH } from '@/config/search';
import { searchStringsOf } from '@/config/strings/of-locale';
import { pageMetadata } from '@/lib/metadata';
import { searchPagePath } from '@/lib/search/url';

/** A translated locale's search page (/es/search/?q=…): its docs, searched in its language. */
interface Props {
  params: Promise<{ locale: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return translatedLocales.map((locale) => ({ locale: locale.code }));
}

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const strings = searchStringsOf(locale);
  const path = searchPagePath('', localeNamed(locale));
  return {
    ...pageMetadata({ path, title: strings.pageTitle, description: strings.pageDescription, locale, languages: { en: SEARCH_PAGE_PATH, [locale]: path } }),
    robots: { index: false, follow: true },
  };
}

export default async function LocaleSearchRoute({ params }: Props) {
  const { loading } = searchStringsOf((await params).locale);
  return (
    <main {...MAIN_REGION} className="flex flex-1">
      <Suspense fallback={<LoadingNote text={loading} />}>
        <SearchPage loading={loading} />
      </Suspense>
    </main>
  );
}
