import type { Translation } from './translation';

/** The words of the build's files for tools: llms.txt and llms-full.txt (scripts/reader-files.ts). */
export const strings = {
  llms: {
    /** The llms.txt section of the docs at the sidebar's top level. */
    topLevelSection: 'General',
    details: (fullUrl: string) =>
      `Each page of the manual is also plain Markdown at its address plus ".md" (the introduction at docs.md); these links lead there. The whole manual in one file, in the order of the sidebar: ${fullUrl}`,
  },
} as const;

export const stringsEs: Translation<typeof strings> = {
  llms: {
    topLevelSection: 'General',
    details: (fullUrl: string) =>
      `Cada página del manual está también en Markdown sin formato en su dirección seguida de ".md" (la introducción, en docs.md); estos enlaces llevan allí. El manual completo en un solo archivo, en el orden de la barra lateral: ${fullUrl}`,
  },
};
