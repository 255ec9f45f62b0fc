import type { ReactNode } from 'react';
import { DevSettings } from '@/components/system/DevSettings';
import { HeadScripts } from '@/components/system/HeadScripts';
import { SiteBehaviours } from '@/components/system/SiteBehaviours';
import { site } from '@/config/site';

// Only on the development site: the export neither ships nor names it (a constant condition, removed at build).
const DevContentRefresh =
  process.env.NODE_ENV === 'development'
    ? (require('@/components/system/DevContentRefresh') as typeof import('@/components/system/DevContentRefresh')).DevContentRefresh
    : () => null;

/**
 * The HTML document around every page: the root layout's, and the 404 page's (../../app/global-not-found.tsx),
 * which Next renders without the root layout.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={site.locale} suppressHydrationWarning>
      <head>
        <DevSettings />
        <HeadScripts />
      </head>
      <body className="site-body">
        {children}
        <SiteBehaviours />
        <DevContentRefresh />
      </body>
    </html>
  );
}
