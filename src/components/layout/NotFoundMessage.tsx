import { MAIN_REGION } from '@/config/behaviours';
import Link from '@/components/system/SiteLink';
import { strings } from '@/config/strings';

/** What the 404 page says, and where it sends the reader. */
export function NotFoundMessage() {
  return (
    <main {...MAIN_REGION} className="mx-auto max-w-2xl flex-1 px-4 py-20 text-center">
      <h1 className="text-4xl font-extrabold">{strings.notFound.heading}</h1>
      <p className="mt-4 text-lg">{strings.notFound.body}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{strings.notFound.hint}</p>
      <Link href="/docs/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {strings.notFound.docsLink}
      </Link>
    </main>
  );
}
