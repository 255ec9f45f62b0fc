import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/AnnouncementBar';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from '@/components/layout/Navbar';
import { DevSettings } from '@/components/system/DevSettings';
import { HeadScripts } from '@/components/system/HeadScripts';
import { PageCrashBoundary } from '@/components/system/PageCrashBoundary.client';
import { SiteBehaviours } from '@/components/system/SiteBehaviours';
import { SearchButton } from '@/components/search/SearchButton.client';
import { site } from '@/config/site';
import { strings } from '@/config/strings';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.title, template: `%s | ${site.title}` },
  description: site.tagline,
  robots: { index: true, follow: true },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.locale} suppressHydrationWarning>
      <head>
        <DevSettings />
        <HeadScripts />
      </head>
      <body className="site-body">
        <a href="#main" className="skip-link">
          {strings.skipToContent}
        </a>
        <AnnouncementBar />
        <Navbar searchSlot={<SearchButton />} />
        <div className="flex flex-1 flex-col">
          <PageCrashBoundary>{children}</PageCrashBoundary>
        </div>
        <Footer />
        <SiteBehaviours />
      </body>
    </html>
  );
}
