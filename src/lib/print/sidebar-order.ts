import type { SidebarItem } from '../sidebar';

/** Every doc id of the sidebar in reading order: a folder's own page first, then what it holds. */
export function docsInSidebarOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc' ? [item.id] : [...(item.docId ? [item.docId] : []), ...docsInSidebarOrder(item.items)],
  );
}
