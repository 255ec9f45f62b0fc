'use client';

import type { ReactNode } from 'react';
import type { strings as client } from '@/config/strings/client';
import { stringsEs as clientEs } from '@/config/strings/client.es';
import type { strings as drawer } from '@/config/strings/drawer';
import { stringsEs as drawerEs } from '@/config/strings/drawer.es';
import type { strings as offline } from '@/config/strings/offline';
import { stringsEs as offlineEs } from '@/config/strings/offline.es';
import { ClientStrings, DrawerStrings, OfflineStrings } from './interface-strings.client';

/** The Spanish pages' client components speak Spanish: loaded with those pages only. */
export function SpanishInterface({ children }: { children: ReactNode }) {
  return (
    <ClientStrings.Provider value={clientEs as typeof client}>
      <DrawerStrings.Provider value={drawerEs as typeof drawer}>
        <OfflineStrings.Provider value={offlineEs as typeof offline}>{children}</OfflineStrings.Provider>
      </DrawerStrings.Provider>
    </ClientStrings.Provider>
  );
}
