/**
 * "Copy page as Markdown", started with the shell's controls: until the first press, one listener on the
 * document; the copying code is fetched then (copy-page-markdown.ts), so a page's first load carries none.
 * If that code cannot be fetched, the reader is taken to the Markdown itself.
 */
import { shellHooks } from '@/components/layout/shell-hooks';

export function startCopyMarkdown(): () => void {
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${shellHooks.copyMarkdown}]`) : null;
    if (!button) return;
    import('./copy-page-markdown').then(
      ({ copyPageMarkdown }) => copyPageMarkdown(button),
      () => window.location.assign(button.getAttribute(shellHooks.copyMarkdown) ?? ''),
    );
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
