'use client';

import { createContext, useContext } from 'react';
import { strings as client } from '@/config/strings/client';
import type { strings as drawer } from '@/config/strings/drawer';
import type { strings as offline } from '@/config/strings/offline';

/**
 * The interface strings of the client components, in the language of the page. English comes from each
 * component's own import (so each chunk keeps only the strings it shows); a translated locale's pages
 * provide theirs (./SpanishInterface.client.tsx), and no English page's scripts carry them.
 */
export const ClientStrings = createContext<typeof client | undefined>(undefined);
export const DrawerStrings = createContext<typeof drawer | undefined>(undefined);
export const OfflineStrings = createContext<typeof offline | undefined>(undefined);

/** The strings of ../../config/strings/client.ts in the page's language. */
export function useClientStrings(): typeof client {
  return useContext(ClientStrings) ?? client;
}
