import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../sidebar';
import { categoryChildren } from './category-children';

const tree: SidebarItem[] = [
  { type: 'doc', id: 'intro', label: 'Introduction', href: '/docs/' },
  {
    type: 'category',
    dir: 'settings',
    label: 'Settings',
    collapsed: true,
    items: [
      { type: 'doc', id: 'settings/users', label: 'Users', href: '/docs/settings/users/' },
      { type: 'category', dir: 'settings/DICOM', label: 'DICOM', collapsed: true, items: [{ type: 'doc', id: 'settings/DICOM/worklist', label: 'Worklist', href: '/docs/settings/DICOM/worklist/' }] },
    ],
  },
];

const serving = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });

describe('categoryChildren', () => {
  it('finds a nested category in the navigation file', async () => {
    const items = await categoryChildren('/nav/a.json', 'settings/DICOM', serving(tree));
    expect(items.map((i) => i.label)).toEqual(['Worklist']);
  });

  it('gives no children for a category the file does not have', async () => {
    expect(await categoryChildren('/nav/b.json', 'network', serving(tree))).toEqual([]);
  });

  it('fails when the file cannot be fetched, and fetches it again next time', async () => {
    await expect(categoryChildren('/nav/c.json', 'settings', async () => new Response('', { status: 404 }))).rejects.toThrow(/404/);
    expect((await categoryChildren('/nav/c.json', 'settings', serving(tree))).map((i) => i.label)).toEqual(['Users', 'DICOM']);
  });
});
