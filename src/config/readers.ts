/** The files the build writes for tools (scripts/reader-files.ts), at the root of the export. */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** How long "Copy page as Markdown" shows its confirmation (ms). */
export const COPY_CONFIRMATION_MS = 5000;
