import type { ReactNode } from 'react';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-[90rem] flex-1">{children}</div>;
}
