import { stringsOf } from '@/config/strings/of-locale';
import type { TocEntry } from '@/lib/toc';

/** On narrow screens the table of contents folds into a disclosure above the text. */
export function TocDropdown({ toc, locale }: { toc: TocEntry[]; locale?: string }) {
  const strings = stringsOf(locale);
  if (toc.length === 0) return null;
  return (
    <details className="not-prose toc-mobile">
      <summary className="cursor-pointer px-4 py-2 font-semibold">{strings.docs.toc}</summary>
      <ul className="space-y-1 px-4 pb-3">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'pl-4' : undefined}>
            <a href={`#${entry.id}`} className="toc-mobile-link">
              {entry.value}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
