import { categoryChildren } from '@/lib/navigation/category-children';
import { SidebarItems } from './SidebarItems';

/**
 * A closed category's children from the navigation file, with the component that renders them: both come
 * in the chunk SidebarCategory loads when such a category is first reached for.
 */
export async function fetchChildren(navUrl: string, dir: string) {
  return { items: await categoryChildren(navUrl, dir), Items: SidebarItems };
}
