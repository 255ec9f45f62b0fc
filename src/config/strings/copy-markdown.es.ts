import type { strings } from './copy-markdown';
import type { Translation } from './translation';

/** The Spanish of every string of ./copy-markdown.ts (not loaded by the site until its Spanish pages are built). */
export const stringsEs: Translation<typeof strings> = {
  copyMarkdown: {
    button: 'Copiar la página como Markdown',
    link: 'Ver como Markdown',
    copying: 'Copiando…',
    copied: 'Página copiada como Markdown.',
    failed: 'No se ha podido copiar la página. Abra «Ver como Markdown».',
  },
};
