import { site } from '@/config/site';
import { strings } from '@/config/strings';
import { navLinks } from './nav-links';
import { NavItemLink } from './NavItemLink';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {navLinks.map((link) => (
              <li key={link.label}>
                <NavItemLink link={link} className="hover:text-brand-600 dark:hover:text-brand-300" />
              </li>
            ))}
          </ul>
        </nav>
        <p>{strings.footer.copyright(site.copyrightYear)}</p>
      </div>
    </footer>
  );
}
