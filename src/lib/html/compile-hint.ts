/**
 * A script that starts with this comment has all its functions compiled while it downloads, on another
 * thread (V8's explicit compile hints, Chrome 136 and later). Without it, V8 compiles a function on the
 * main thread the first time it is called. A page's first-load scripts (React, the router, the page's
 * islands) run nearly all their code as the page starts, so that compiling was most of the blocking time
 * of a page load. Other browsers read a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script marked for eager compilation (once). */
export function withEagerCompileHint(script: string): string {
  return script.startsWith(EAGER_COMPILE_HINT) ? script : `${EAGER_COMPILE_HINT}\n${script}`;
}
