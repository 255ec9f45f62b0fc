/**
 * Calls `done` once the page's title belongs to the page now shown: as soon as document.title is
 * non-empty and differs from `previousTitle` (the title of the last page view), or after `waitMs`
 * if it does not change (a hash or query change keeps the title). Returns a function that cancels.
 */
export function afterTitleSettles(previousTitle: string | null, waitMs: number, done: () => void): () => void {
  let finished = false;
  const isNew = () => document.title !== '' && document.title !== previousTitle;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
    done();
  };
  const observer = new MutationObserver(() => {
    if (isNew()) finish();
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  const timer = setTimeout(finish, isNew() ? 0 : waitMs);
  return () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
