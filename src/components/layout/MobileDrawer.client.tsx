'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { strings } from '@/config/strings/client';
import { earlyInputWaitsFor } from '@/lib/early-input/early-input';
import { hook, shellHooks } from './shell-hooks';

const loadDrawer = () => import('./DrawerDialog.client');
const DrawerDialog = lazy(loadDrawer);
// A tap on the menu button kept from before the page's scripts ran: the drawer's code loads now, while the page hydrates.
if (typeof window !== 'undefined' && earlyInputWaitsFor(`button[${shellHooks.drawerButton}]`)) void loadDrawer();

/**
 * Below the desktop breakpoint: the menu button. The drawer's code is not in the page's first load: it is
 * fetched when the pointer or the focus reaches the button, and the drawer opens once it is there.
 */
export function MobileDrawer({ navUrl, icon }: { navUrl: string; icon: ReactNode }) {
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
          <DrawerDialog navUrl={navUrl} openings={openings} />
        </Suspense>
      )}
    </>
  );
}
