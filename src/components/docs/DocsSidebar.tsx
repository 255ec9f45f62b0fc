import { hook } from '@/components/layout/shell-hooks';
import { stringsOf } from '@/config/strings/of-locale';
import { navigationFileOfVersion } from '@/catalogue/navigation';
import { sidebarOf } from '@/catalogue/docs';
import type { DocsVersion } from '@/config/versions';
import { openPathTo, visibleSidebar } from '@/lib/sidebar';
import { SidebarPlaceProvider } from './sidebar-context.client';
import { SidebarItems } from './SidebarItems';

/** The desktop docs sidebar of one page: the top level and the path to the page, as plain links. */
export function DocsSidebar({ currentHref, version }: { currentHref: string; version?: DocsVersion }) {
  const strings = stringsOf(version?.locale);
  const sidebar = sidebarOf(version);
  return (
    <aside className="sidebar-aside" {...hook('docsSidebar')}>
      <nav
        aria-label={strings.docs.sidebar}
        className="sidebar-nav"
      >
        <SidebarPlaceProvider navUrl={navigationFileOfVersion(version).url} currentHref={currentHref} openDirs={openPathTo(sidebar, currentHref)}>
          <ul className="space-y-0.5">
            <SidebarItems items={visibleSidebar(sidebar, currentHref)} currentHref={currentHref} />
          </ul>
        </SidebarPlaceProvider>
      </nav>
    </aside>
  );
}
