import { stringsOf } from '@/config/strings/of-locale';
import type { TocEntry } from '@/lib/toc';
import { TocHighlight } from './TocHighlight.client';

/** "On this page": headings of levels 2 and 3, the one in view highlighted. */
export function TableOfContents({ toc, locale }: { toc: TocEntry[]; locale?: string }) {
  const strings = stringsOf(locale);
  if (toc.length === 0) return null;
  return (
    <nav aria-label={strings.docs.toc} className="text-sm">
      <p className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{strings.docs.toc}</p>
      <TocHighlight>
        <ul className="toc-list">
          {toc.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                data-depth={entry.depth}
                className="toc-link"
              >
                {entry.value}
              </a>
            </li>
          ))}
        </ul>
      </TocHighlight>
    </nav>
  );
}
