import type { ReactNode } from 'react';
import { SidebarTree } from '@/components/docs/SidebarTree.client';
import { strings } from '@/config/strings';
import { sidebar } from '@/content/docs';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-[90rem] flex-1">
      <aside className="hidden w-72 shrink-0 border-r border-slate-200 lg:block dark:border-slate-800">
        <nav
          aria-label={strings.docs.sidebar}
          className="sticky top-[var(--navbar-height)] max-h-[calc(100vh-var(--navbar-height))] overflow-y-auto px-3 py-4"
        >
          <SidebarTree items={sidebar} />
        </nav>
      </aside>
      <main className="flex min-w-0 flex-1 px-4 sm:px-6 lg:px-10">{children}</main>
    </div>
  );
}
