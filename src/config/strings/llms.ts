
/** The words of the build's files for tools: llms.txt and llms-full.txt (scripts/reader-files.ts). */
export const strings = {
  llms: {
    /** The llms.txt section of the docs at the sidebar's top level. */
    topLevelSection: 'General',
    details: (fullUrl: string) =>
      `Each page of the manual is also plain Markdown at its address plus ".md" (the introduction at docs.md); these links lead there. The whole manual in one file, in the order of the sidebar: ${fullUrl}`,
  },
} as const;
