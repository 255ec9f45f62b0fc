/**
 * Compression done once, at build: each text file of the export gets a `.br` and a `.gz` copy beside it
 * (scripts/precompress-export.ts), which `npm start`, nginx (`gzip_static`, `brotli_static`) and Caddy
 * (`precompressed br gzip`) send as they are, with no compression per request.
 */

/** The text files of an export, by extension, that are worth compressing. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['html', 'js', 'css', 'json', 'txt', 'xml', 'svg', 'md', 'webmanifest'];

/** Each compressed copy: its Content-Encoding and the suffix of its file ('docs/index.html.br'). */
export { PRECOMPRESSED_ENCODINGS } from './serve.mjs';

/** Smaller files are sent as they are: a few hundred bytes fit in the first packet either way. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality, by what a file is. The site's scripts and styles (SHARED_ASSET_DIRS) are most of the bytes
 * of a reader's first load and are shared by every page: quality 10. Quality 11 took 2.0 s of CPU for the 37
 * shared files (458.1 KB), quality 10 took 0.8 s for 465.8 KB: 1.7 % more, about 2 KB of a doc page's first
 * load (10 ms at 1.6 Mbit/s), for a second less at the end of every build, which waited for them.
 * Every other file is one page or what one page fetches (its HTML, its payloads, its Markdown), and their
 * number grows with the docs: quality 5, about 1/25 of quality 11's CPU for about 10 % more bytes (a doc
 * page's HTML: 13.4 KB instead of 12.1 KB; its whole first load, about 1 % more).
 */
export const BROTLI_SHARED_ASSET_QUALITY = 10;
export const BROTLI_PAGE_QUALITY = 5;
/**
 * Gzip's level, the same way: 9 for the shared scripts and styles, 6 for the rest. On the page files of a
 * 1,236-doc export (259 MB), level 9 took 6.7 s of CPU for 52.75 MB and level 6 took 4.4 s for 52.98 MB.
 */
export const GZIP_SHARED_ASSET_LEVEL = 9;
export const GZIP_PAGE_LEVEL = 6;

/** A copy is kept only when it saves at least this share of the file's bytes. */
export const PRECOMPRESS_MIN_SAVING = 0.1;
