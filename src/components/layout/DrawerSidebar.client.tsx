'use client';

import { useEffect, useState } from 'react';
import { strings as english } from '@/config/strings/drawer';
import { useContext } from 'react';
import { DrawerStrings } from '@/components/system/interface-strings.client';
import { loadSidebar } from '@/lib/navigation/sidebar-file';
import { openPathTo, visibleSidebar, type SidebarItem } from '@/lib/sidebar';
import { SidebarPlaceProvider } from '../docs/sidebar-context.client';
import { SidebarItems } from '../docs/SidebarItems';

/** The docs sidebar inside the mobile drawer, fetched from the navigation file when the drawer first opens. */
export function DrawerSidebar({ navUrl, currentHref, onNavigate }: { navUrl: string; currentHref: string; onNavigate: () => void }) {
  const strings = useContext(DrawerStrings) ?? english;
  const [tree, setTree] = useState<SidebarItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadSidebar(navUrl).then(
      (items) => live && setTree(items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [navUrl]);

  if (!tree) return <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">{failed ? strings.docs.sidebarFailed : strings.docs.sidebarLoading}</p>;
  return (
    <SidebarPlaceProvider navUrl={navUrl} currentHref={currentHref} openDirs={openPathTo(tree, currentHref)} onNavigate={onNavigate}>
      <ul className="space-y-0.5" aria-label={strings.docs.sidebar}>
        <SidebarItems items={visibleSidebar(tree, currentHref)} currentHref={currentHref} onNavigate={onNavigate} />
      </ul>
    </SidebarPlaceProvider>
  );
}
