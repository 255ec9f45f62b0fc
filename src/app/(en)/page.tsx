import Link from '@/components/system/SiteLink';
import { MAIN_REGION } from '@/config/behaviours';
import { homeIntro, homeSections } from '@/config/home';
import { site } from '@/config/site';
import { strings } from '@/config/strings';
import { pageMetadata } from '@/lib/metadata';

export const metadata = { ...pageMetadata({ path: '/', description: homeIntro.lead }), title: { absolute: `${site.title} documentation` } };

export default function HomePage() {
  return (
    <main {...MAIN_REGION}>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white px-4 py-16 text-center dark:border-slate-800 dark:from-slate-800 dark:to-slate-900">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{homeIntro.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{homeIntro.lead}</p>
        <Link
          href="/docs/"
          className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {strings.home.cta}
        </Link>
      </section>
      <section aria-label="Documentation areas" className="mx-auto grid max-w-6xl gap-4 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {homeSections.map((s) => (
          <Link
            key={s.title}
            href={s.href}
            className="group rounded-xl border border-slate-200 p-6 transition hover:border-brand-600 hover:shadow-md dark:border-slate-700 dark:hover:border-brand-300"
          >
            <h2 className="text-lg font-bold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">{s.title}</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{s.text}</p>
          </Link>
        ))}
      </section>
    </main>
  );
}
