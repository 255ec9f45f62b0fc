import Link from '@/components/system/SiteLink';
import { presentHit, routerPath } from '@/lib/search/present';
import type { SearchHit } from '@/lib/search/types';

/** The search page's hits: section title, breadcrumb and snippet, each linking to the section. */
export function SearchResults({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="flex flex-col gap-3 [&_mark]:rounded-sm [&_mark]:bg-brand-100 [&_mark]:px-0.5 [&_mark]:text-inherit dark:[&_mark]:bg-brand-700/60">
      {hits.map((hit) => {
        const item = presentHit(hit);
        const path = routerPath(item.url);
        const body = (
          <>
            {item.breadcrumbHtml.length > 0 && (
              <span className="block text-xs text-slate-500 dark:text-slate-400" dangerouslySetInnerHTML={{ __html: item.breadcrumbHtml.join(' › ') }} />
            )}
            {/* Escaped by the safe client; only <mark> is markup. */}
            <span className="mt-0.5 block text-base font-semibold text-brand-700 dark:text-brand-300" dangerouslySetInnerHTML={{ __html: item.titleHtml }} />
            {item.snippetHtml && (
              <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300" dangerouslySetInnerHTML={{ __html: item.snippetHtml }} />
            )}
          </>
        );
        const className =
          'search-hit block rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:hover:border-brand-400';
        return (
          <li key={item.key}>
            {path ? (
              <Link href={path} className={className}>
                {body}
              </Link>
            ) : (
              <a href={item.url} className={className}>
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ol>
  );
}
