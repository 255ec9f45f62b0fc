import type { Translation } from './translation';

/**
 * "Copy page as Markdown" and "View as Markdown" under a doc's title. Imported from here, not through
 * ./index.ts: the copying code is fetched on the first press with these alone.
 */
export const strings = {
  copyMarkdown: {
    button: 'Copy page as Markdown',
    link: 'View as Markdown',
    copying: 'Copying…',
    copied: 'Copied the page as Markdown.',
    failed: 'Could not copy the page. Open “View as Markdown” instead.',
  },
} as const;

export const stringsEs: Translation<typeof strings> = {
  copyMarkdown: {
    button: 'Copiar la página como Markdown',
    link: 'Ver como Markdown',
    copying: 'Copiando…',
    copied: 'Página copiada como Markdown.',
    failed: 'No se ha podido copiar la página. Abra «Ver como Markdown».',
  },
};
