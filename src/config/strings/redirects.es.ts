import type { strings } from './redirects';
import type { Translation } from './translation';

/** The Spanish of every string of ./redirects.ts (not loaded by the site until its Spanish pages are built). */
export const stringsEs: Translation<typeof strings> = {
  redirects: {
    pageTitle: (title: string) => `Página trasladada: ${title}`,
    movedTo: 'Esta página se ha trasladado a',
  },
};
