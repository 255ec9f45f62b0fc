import type { SidebarItem } from '@/lib/sidebar';
import { printDocId } from '@/lib/print/print-ids';

/** The manual's contents in sidebar order, each entry a link to its doc on the page. */
export function PrintContents({ items }: { items: readonly SidebarItem[] }) {
  return (
    <ol>
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.id}>
            <a href={`#${printDocId(item.id)}`}>{item.label}</a>
          </li>
        ) : (
          <li key={item.dir}>
            {item.docId ? <a href={`#${printDocId(item.docId)}`}>{item.label}</a> : item.label}
            <PrintContents items={item.items} />
          </li>
        ),
      )}
    </ol>
  );
}
