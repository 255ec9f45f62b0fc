/**
 * The strings of what the site offers readers and their tools beside the pages: each doc's Markdown
 * (llms.txt, llms-full.txt, "Copy page as Markdown") and "Was this page helpful?". The code that shows
 * the confirmations and the thank-you is fetched on demand, with these.
 */
export const strings = {
  llms: {
    /** The llms.txt section of the docs at the sidebar's top level. */
    topLevelSection: 'General',
    details: (fullUrl: string) =>
      `Each page of the manual is also plain Markdown at its address plus ".md" (the introduction at docs.md); these links lead there. The whole manual in one file, in the order of the sidebar: ${fullUrl}`,
  },
  copyMarkdown: {
    button: 'Copy page as Markdown',
    link: 'View as Markdown',
    copying: 'Copying…',
    copied: 'Copied the page as Markdown.',
    failed: 'Could not copy the page. Open “View as Markdown” instead.',
  },
  feedback: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Thank you for your feedback.',
  },
} as const;
