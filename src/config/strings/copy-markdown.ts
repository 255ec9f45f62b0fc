
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
