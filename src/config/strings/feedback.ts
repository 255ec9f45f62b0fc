
/**
 * "Was this page helpful?" at the foot of a doc. Imported from here, not through ./index.ts: its code
 * is fetched only where analytics is configured, with these alone.
 */
export const strings = {
  feedback: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Thank you for your feedback.',
  },
} as const;
