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
 * Brotli's best quality (11) costs about eight times the CPU of quality 9 for a few per cent fewer bytes:
 * worth it for the pages and chunks every reader loads, not for the few large files (the writers' CMS
 * bundle, the printable manual, the whole manual as text) where it would be most of the build's time.
 */
export const BROTLI_BEST_QUALITY_MAX_BYTES = 256 * 1024;
export const BROTLI_LARGE_FILE_QUALITY = 9;

/** A copy is kept only when it saves at least this share of the file's bytes. */
export const PRECOMPRESS_MIN_SAVING = 0.1;
