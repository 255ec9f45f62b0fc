import { strings } from '@/config/strings/client';
import type { ErrorLink } from '@/lib/errors/error-chain';

/** The error's message, then "Caused by" each cause in turn. */
export function ErrorChain({ chain, className = '' }: { chain: ErrorLink[]; className?: string }) {
  if (chain.length === 0) return <p className={className}>{strings.errors.unknown}</p>;
  return (
    <section aria-label={strings.errors.details} className={className}>
      <ol className="space-y-2 text-sm" data-error-chain="">
        {chain.map((link, i) => (
          <li key={i} className="rounded-md border border-red-200 bg-red-50 px-3 py-2 font-mono break-words text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
            {i > 0 && <span className="font-sans font-semibold">{strings.errors.causedBy} </span>}
            {link.name}: {link.message}
          </li>
        ))}
      </ol>
    </section>
  );
}
