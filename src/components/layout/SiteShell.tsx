import type { ReactNode } from 'react';
import { PageCrashBoundary } from '@/components/system/PageCrashBoundary.client';
import { SpanishInterface } from '@/components/system/SpanishInterface.client';
import { SearchButton } from '@/components/search/SearchButton.client';
import { stringsOf } from '@/config/strings/of-locale';
import { AnnouncementBar } from './AnnouncementBar';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** The client components' strings of each translated locale (English is their own). */
const INTERFACES: Readonly<Record<string, (props: { children: ReactNode }) => ReactNode>> = { es: SpanishInterface };

/**
 * Every page's frame in its language: the skip link, the announcement, the navbar, the page, the footer.
 * The root layout cannot know a page's locale, so each section's layout gives it: English for the site's
 * own pages, the locale's for /es/….
 */
export function SiteShell({ locale = 'en', children }: { locale?: string; children: ReactNode }) {
  const strings = stringsOf(locale);
  const Interface = INTERFACES[locale];
  const shell = (
    <>
      <a href="#main" className="skip-link">
        {strings.skipToContent}
      </a>
      <AnnouncementBar locale={locale} />
      <Navbar locale={locale} searchSlot={<SearchButton />} />
      <div className="flex flex-1 flex-col">
        <PageCrashBoundary>{children}</PageCrashBoundary>
      </div>
      <Footer locale={locale} />
    </>
  );
  return Interface ? <Interface>{shell}</Interface> : shell;
}
