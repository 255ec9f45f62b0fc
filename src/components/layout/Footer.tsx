import { PAGE_LOAD_ATTRIBUTE } from '@/config/behaviours';
import { PRINT_PATH } from '@/config/print';
import { site, withBasePath } from '@/config/site';
import { stringsOf } from '@/config/strings/of-locale';
import { localeNamed } from '@/config/locales';
import { docsDate } from '@/catalogue/docs-date';
import { navLinksOf } from './nav-links';
import { NavItemLink } from './NavItemLink';
import { OfflineControl } from './OfflineControl.client';
import { PrintManualLink } from './PrintManualLink.client';
import { versions } from '@/config/versions';

export function Footer({ locale = 'en' }: { locale?: string }) {
  const strings = stringsOf(locale);
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {navLinksOf(strings.nav, `${localeNamed(locale)?.path ?? ''}/docs/`).map((link) => (
              <li key={link.label}>
                <NavItemLink link={link} className="footer-link" />
              </li>
            ))}
            <li>
              {versions.length > 1 ? (
                <PrintManualLink label={strings.footer.printManual} />
              ) : (
                // Loaded by the browser: a plain HTML page, never prefetched.
                <a href={withBasePath(PRINT_PATH)} className="footer-link" {...{ [PAGE_LOAD_ATTRIBUTE]: true }}>
                  {strings.footer.printManual}
                </a>
              )}
            </li>
          </ul>
        </nav>
        <p>{strings.footer.copyright(site.copyrightYear)}</p>
      </div>
      {/* Empty, and hidden, unless the page's settings turn the offline manual on. */}
      <div className="mx-auto max-w-7xl px-4 pb-8 empty:hidden">
        <OfflineControl docsDate={docsDate()} />
      </div>
    </footer>
  );
}
