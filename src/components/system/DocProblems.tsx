import { devStrings } from '@/config/dev-server';
import type { ContentProblem } from '@/lib/content-problems';

/** The development site's answer for a doc the build would refuse: each file, line and sentence. */
export function DocProblems({ problems }: { problems: ContentProblem[] }) {
  return (
    <section role="alert" className="my-6 rounded-lg border-l-4 border-red-600 bg-red-50 px-5 py-4 text-red-950 dark:bg-red-950 dark:text-red-50">
      <h2 className="text-lg font-bold">{devStrings.problemsHeading}</h2>
      <p className="mt-1">{devStrings.problemsIntro}</p>
      <ul className="mt-3 space-y-2">
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.message}`}>
            {problem.file && <code className="font-bold">{problem.file}</code>}
            {problem.file && ': '}
            {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A doc whose file exists but is not generated yet: the page replaces itself once it is ready. */
export function DocPending() {
  return (
    <section role="status" className="my-6 py-6">
      <h1 className="text-2xl font-bold">{devStrings.pendingHeading}</h1>
      <p className="mt-2">{devStrings.pending}</p>
    </section>
  );
}
