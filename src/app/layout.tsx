import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { siteMetadata, siteViewport } from '@/lib/metadata';
import './globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  // The frame (navbar, footer) is each section's: ./(en)/layout.tsx, ./[locale]/layout.i18n.tsx, ./global-not-found.tsx.
  return <SiteDocument>{children}</SiteDocument>;
}
