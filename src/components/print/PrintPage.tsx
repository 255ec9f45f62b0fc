import { LogoMark } from '@/components/icons';
import { navLinks } from '@/components/layout/nav-links';
import { NavItemLink } from '@/components/layout/NavItemLink';
import { SiteScript } from '@/components/system/SiteScript';
import { printPathOf } from '@/config/print';
import { latestVersion, type DocsVersion } from '@/config/versions';
import { site, withBasePath } from '@/config/site';
import { strings } from '@/config/strings';
import { fullTitle } from '@/lib/metadata';
import type { PrintPageAssets } from '@/lib/print/layout-assets';
import { PrintManual } from './PrintManual';

/**
 * The print page as one plain HTML document, written by the build (scripts/print-page.ts): the site's
 * stylesheets and colour mode, a header of plain links, the manual, no React on the client.
 */
export function PrintPage({ assets, version = latestVersion }: { assets: PrintPageAssets; version?: DocsVersion }) {
  const url = `${site.url}${withBasePath(printPathOf(version))}`;
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {assets.headScripts.map((code) => (
          <SiteScript key={code} code={code} />
        ))}
        <title>{fullTitle(strings.print.title)}</title>
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
      <body className="site-body">
        <a href="#main" className="skip-link">
          {strings.skipToContent}
        </a>
        <header className="border-b border-slate-200 dark:border-slate-800">
          <nav aria-label={strings.nav.main} className="navbar-inner">
            <a href={withBasePath('/')} aria-label={strings.nav.home} className="mr-2 flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
              <LogoMark />
              <span>{site.title}</span>
            </a>
            <ul className="hidden items-center gap-1 sm:flex">
              {navLinks.map((link) => (
                <li key={link.label}>
                  <NavItemLink link={link} externalIcon className="nav-link" />
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <div className="flex flex-1 flex-col">
          <PrintManual version={version} />
        </div>
        <footer className="footer">
          <p className="mx-auto max-w-7xl px-4 py-8">{strings.footer.copyright(site.copyrightYear)}</p>
        </footer>
      </body>
    </html>
  );
}
