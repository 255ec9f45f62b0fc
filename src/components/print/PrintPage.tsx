import { ExternalIcon, LogoMark } from '@/components/icons';
import { navLinks } from '@/components/layout/nav-links';
import { SiteScript } from '@/components/system/SiteScript';
import { PRINT_PATH } from '@/config/print';
import { site, withBasePath } from '@/config/site';
import { strings } from '@/config/strings';
import type { PrintPageAssets } from '@/lib/print/layout-assets';
import { PrintManual } from './PrintManual';

/**
 * The print page as one plain HTML document, written by the build (scripts/print-page.ts): the site's
 * stylesheets and colour mode, a header of plain links, the manual, no React on the client.
 */
export function PrintPage({ assets }: { assets: PrintPageAssets }) {
  const url = `${site.url}${withBasePath(PRINT_PATH)}`;
  const linkClass = 'flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-600 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {assets.headScripts.map((code) => (
          <SiteScript key={code} code={code} />
        ))}
        <title>{`${strings.print.title} | ${site.title}`}</title>
        <meta name="description" content={strings.print.description} />
        <meta name="robots" content="noindex, follow" />
        <link rel="canonical" href={url} />
        <link rel="alternate" hrefLang={site.locale} href={url} />
        <link rel="alternate" hrefLang="x-default" href={url} />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.icon && <link rel="icon" href={assets.icon.href} type={assets.icon.type} />}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-900 dark:text-slate-100">
        <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 dark:bg-slate-900">
          {strings.skipToContent}
        </a>
        <header className="border-b border-slate-200 dark:border-slate-800">
          <nav aria-label={strings.nav.main} className="mx-auto flex h-[var(--navbar-height)] max-w-[90rem] items-center gap-2 px-3 sm:px-4">
            <a href={withBasePath('/')} aria-label={strings.nav.home} className="mr-2 flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
              <LogoMark />
              <span>{site.title}</span>
            </a>
            <ul className="hidden items-center gap-1 sm:flex">
              {navLinks.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {link.label}
                      <ExternalIcon />
                    </a>
                  ) : (
                    <a href={withBasePath(link.href)} className={linkClass}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <div id="main" className="flex flex-1 flex-col">
          <PrintManual />
        </div>
        <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
          <p className="mx-auto max-w-7xl px-4 py-8">{strings.footer.copyright(site.copyrightYear)}</p>
        </footer>
      </body>
    </html>
  );
}
