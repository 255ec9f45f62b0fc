/** The files the build writes for tools (scripts/reader-files.ts), at the root of the export. */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
