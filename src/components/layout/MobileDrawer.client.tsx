'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useClientStrings } from '@/components/system/interface-strings.client';
import { hook } from './shell-hooks';

const loadDrawer = () => import('./DrawerDialog.client');
const DrawerDialog = lazy(loadDrawer);

/**
 * Below the desktop breakpoint: the menu button. The drawer's code is not in the page's first load: it is
 * fetched when the pointer or the focus reaches the button, and the drawer opens once it is there. Before the
 * page's scripts run, the button shows the menu the page holds instead (src/lib/early-input/).
 */
/** `navUrls`: each docs version's navigation file, by version name. */
export function MobileDrawer({ navUrls, icon }: { navUrls: Record<string, string>; icon: ReactNode }) {
  const strings = useClientStrings();
  const [openings, setOpenings] = useState(0);
  const warm = () => void loadDrawer();
  return (
    <>
      <button
        type="button"
        aria-label={strings.nav.openMenu}
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
        onClick={() => setOpenings((n) => n + 1)}
        className="icon-button lg:hidden"
        {...hook('drawerButton')}
      >
        {icon}
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <DrawerDialog navUrls={navUrls} openings={openings} />
        </Suspense>
      )}
    </>
  );
}
