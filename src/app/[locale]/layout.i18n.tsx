import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { translatedLocales } from '@/config/locales';

export function generateStaticParams() {
  return translatedLocales.map((locale) => ({ locale: locale.code }));
}

/** A translated locale's pages, framed in its language. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <SiteShell locale={(await params).locale}>{children}</SiteShell>;
}
