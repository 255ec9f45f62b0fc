/**
 * A script that starts with this comment has all its functions compiled while it downloads, on another
 * thread (V8's explicit compile hints, Chrome 136 and later). Without it, V8 compiles a function on the
 * main thread the first time it is called. The site's scripts run most of their code as soon as they load
 * (React, the router and the islands as a page starts; DocSearch as the search modal opens), so that
 * compiling was most of a page load's blocking time. Other browsers read a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script marked for eager compilation (once). */
export function withEagerCompileHint(script: string): string {
  return script.startsWith(EAGER_COMPILE_HINT) ? script : `${EAGER_COMPILE_HINT}\n${script}`;
}
