
/**
 * The strings of the offline panel and its update prompt: a module of their own, as the panel's code
 * is fetched after the page has loaded, and only when the offline manual is on. Part of `strings` in
 * ./index.ts.
 */
export const strings = {
  offline: {
    region: 'Offline manual',
    makeAvailable: 'Make the manual available offline',
    size: (size: string) => `about ${size}`,
    downloading: (percent: number) => `Downloading the manual for offline use: ${percent}%`,
    progressLabel: 'Offline download',
    available: 'Available offline',
    docsOf: (date: string) => `docs of ${date}`,
    /** Intl's locale for that date: the same words as `translation.dateFormat` (src/lib/long-date.test.ts). */
    dateLocale: 'en-US',
    failed: 'The download stopped before the end: check the connection and try again.',
    tryAgain: 'Try again',
    savingData: 'Your connection is set to save data: nothing is downloaded until you ask.',
    updateAvailable: 'A newer version of these docs is available',
    reload: 'Reload',
  },
} as const;
