
/** The words of the page the build leaves at a moved doc's old address (src/lib/redirects/redirect-page.ts). */
export const strings = {
  redirects: {
    /** The browser tab while the page leads on. */
    pageTitle: (title: string) => `Moved: ${title}`,
    /** Shown before the link to the new page, whose title is the link's text. */
    movedTo: 'This page has moved to',
  },
} as const;
