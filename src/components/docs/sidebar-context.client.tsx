'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface SidebarPlace {
  /** Address of the whole tree, for the children of a category that opens. */
  navUrl: string;
  /** The current page's sidebar address, e.g. `/docs/settings/users/`. */
  currentHref: string;
  /** Folders of the categories that hold the current page. */
  openDirs: string[];
  onNavigate?: () => void;
}

const SidebarPlaceContext = createContext<SidebarPlace>({ navUrl: '', currentHref: '', openDirs: [] });

/** Given once around a sidebar, so that each category island carries only its own label and folder. */
export function SidebarPlaceProvider({ children, ...place }: SidebarPlace & { children: ReactNode }) {
  return <SidebarPlaceContext value={place}>{children}</SidebarPlaceContext>;
}

export const useSidebarPlace = () => useContext(SidebarPlaceContext);
