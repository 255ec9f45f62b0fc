import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/AnnouncementBar';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from '@/components/layout/Navbar';
import { BaseUrlCheck } from '@/components/system/BaseUrlCheck';
import { DevSettings } from '@/components/system/DevSettings';
import { SiteBehaviours } from '@/components/system/SiteBehaviours';
import { SearchButton } from '@/components/search/SearchButton.client';
import { site } from '@/config/site';
import { strings } from '@/config/strings';
import { headScript } from '@/lib/head-script';
import { SiteScript } from '@/components/system/SiteScript';
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
        <SiteScript code={headScript} />
        <BaseUrlCheck />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-900 dark:text-slate-100">
        <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 dark:bg-slate-900">
          {strings.skipToContent}
        </a>
        <AnnouncementBar />
        <Navbar searchSlot={<SearchButton />} />
        <div id="main" className="flex flex-1 flex-col">
          {children}
        </div>
        <Footer />
        <SiteBehaviours />
      </body>
    </html>
  );
}
