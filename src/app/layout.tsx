import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DevSettings } from '@/components/system/DevSettings';
import { HeadScripts } from '@/components/system/HeadScripts';
import { SiteBehaviours } from '@/components/system/SiteBehaviours';
import { site } from '@/config/site';
import './globals.css';

// Only on the development site: the export neither ships nor names it (a constant condition, removed at build).
const DevContentRefresh =
  process.env.NODE_ENV === 'development'
    ? (require('@/components/system/DevContentRefresh') as typeof import('@/components/system/DevContentRefresh')).DevContentRefresh
    : () => null;

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
        {/* The frame (navbar, footer) is each section's: ./(en)/layout.tsx, ./[locale]/layout.i18n.tsx, ./not-found.tsx. */}
        {children}
        <SiteBehaviours />
        <DevContentRefresh />
      </body>
    </html>
  );
}
