import type { strings } from './llms';
import type { Translation } from './translation';

/** The Spanish of every string of ./llms.ts (not loaded by the site until its Spanish pages are built). */
export const stringsEs: Translation<typeof strings> = {
  llms: {
    topLevelSection: 'General',
    details: (fullUrl: string) =>
      `Cada página del manual está también en Markdown sin formato en su dirección seguida de ".md" (la introducción, en docs.md); estos enlaces llevan allí. El manual completo en un solo archivo, en el orden de la barra lateral: ${fullUrl}`,
  },
};
