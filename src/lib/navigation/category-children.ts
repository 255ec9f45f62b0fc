import { findCategory, type SidebarItem } from '../sidebar';
import { loadSidebar } from './sidebar-file';

/** A sidebar category's children, from the navigation file (fetched once per page load). */
export async function categoryChildren(navUrl: string, dir: string, fetchImpl: typeof fetch = fetch): Promise<SidebarItem[]> {
  return findCategory(await loadSidebar(navUrl, fetchImpl), dir)?.items ?? [];
}
