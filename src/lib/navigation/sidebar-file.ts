import type { SidebarItem } from '../sidebar';

const loads = new Map<string, Promise<SidebarItem[]>>();

/** The whole sidebar tree from its navigation file, fetched once per page load and shared; a failure is retried next time. */
export function loadSidebar(url: string, fetchImpl: typeof fetch = fetch): Promise<SidebarItem[]> {
  let load = loads.get(url);
  if (!load) {
    load = fetchImpl(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as SidebarItem[];
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}
