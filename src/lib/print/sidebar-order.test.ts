import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../sidebar';
import { docsInSidebarOrder } from './sidebar-order';

const doc = (id: string): SidebarItem => ({ type: 'doc', id, label: id, href: `/docs/${id}/` });

describe('the docs in sidebar order', () => {
  it('lists a folder’s own page before its docs, and nested folders in place', () => {
    const sidebar: SidebarItem[] = [
      doc('introduction'),
      {
        type: 'category',
        dir: 'guide',
        label: 'Guide',
        docId: 'guide',
        href: '/docs/guide/',
        collapsed: true,
        items: [doc('guide/first'), { type: 'category', dir: 'guide/advanced', label: 'Advanced', collapsed: true, items: [doc('guide/advanced/deep')] }, doc('guide/second')],
      },
      doc('zeta'),
    ];
    expect(docsInSidebarOrder(sidebar)).toEqual(['introduction', 'guide', 'guide/first', 'guide/advanced/deep', 'guide/second', 'zeta']);
  });
});
