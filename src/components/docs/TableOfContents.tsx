import { strings } from '@/config/strings';
import type { TocEntry } from '@/lib/toc';
import { TocHighlight } from './TocHighlight.client';

/** "On this page": headings of levels 2 and 3, the one in view highlighted. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <nav aria-label={strings.docs.toc} className="text-sm">
      <p className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{strings.docs.toc}</p>
      <TocHighlight>
        <ul className="space-y-1 border-l border-slate-200 dark:border-slate-700">
          {toc.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                data-depth={entry.depth}
                className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-slate-600 data-[depth='3']:pl-7 hover:text-brand-600 aria-[current]:border-brand-600 aria-[current]:font-medium aria-[current]:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300 dark:aria-[current]:border-brand-300 dark:aria-[current]:text-brand-300"
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
